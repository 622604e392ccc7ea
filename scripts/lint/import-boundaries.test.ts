/**
 * The import boundaries fail lint (decision 032): files that break them, linted as if they stood at
 * the path given, with the project's own eslint.config.js.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The probes exist only as text: without type information (the project service knows files on
// disk only), and so without the rules that need it; the import rules read paths, not types.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('imports/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['src/shared/domain/probe.ts', "import { buildApp } from '#server/app.ts';\nexport const x = buildApp;"],
    ['src/shared/domain/probe.ts', "import { ru } from '../../web/lib/home.ts';\nexport const x = ru;"],
    ['src/web/lib/probe.ts', "import { config } from '#server/config.ts';\nexport const x = config;"],
    ['src/server/lib/probe.ts', "import { routes } from '#web/render/routes.tsx';\nexport const x = routes;"],
    [
      'src/web/features/feed/probe.ts',
      "import { SignupPage } from '../auth/signup-page.tsx';\nexport const x = SignupPage;",
    ],
    [
      'src/web/features/feed/probe.ts',
      "import { SignupPage } from '#web/features/auth/signup-page.tsx';\nexport const x = SignupPage;",
    ],
    [
      'src/web/components/probe.ts',
      "import { NewswirePage } from '#web/features/feed/newswire-page.tsx';\nexport const x = NewswirePage;",
    ],
    ['src/web/lib/probe.ts', "import { routes } from '#web/render/routes.tsx';\nexport const x = routes;"],
    [
      'src/server/db/probe.ts',
      "import { getUserInfo } from '../modules/users/users.service.ts';\nexport const x = getUserInfo;",
    ],
  ])('%s: %s fails', async (file, code) => {
    expect((await problems(file, code)).some((p) => p.startsWith('imports/boundaries'))).toBe(true);
  });

  it('an import that leads back to its own part fails as a cycle', async () => {
    // stages tells the participant through messages: messages may not use stages.
    const found = await problems(
      'src/server/modules/messages/probe.ts',
      "import { setStageStatus } from '../stages/stage-transition.service.ts';\nexport const x = setStageStatus;",
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^imports\/no-cycle: import cycle: src\/server\/modules\/messages → src\/server\/modules\/stages → .*src\/server\/modules\/messages$/,
      ),
    ]);
  });

  it('imports within the boundaries pass', async () => {
    expect(
      await problems(
        'src/server/modules/users/probe.ts',
        "import { now } from '../../lib/clock.ts';\nexport const x = now;",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/web/features/feed/probe.ts',
        "import { ChatPanel } from '#web/components/chat/chat-panel.tsx';\nexport const x = ChatPanel;",
      ),
    ).toEqual([]);
  });
});
