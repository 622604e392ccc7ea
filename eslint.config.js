// Lint: TypeScript rules plus the import boundaries of docs/architecture.md (decision 032):
// scripts/lint/import-boundaries.js resolves every import to its file and checks who may import what
// and that no import leads back to its own part.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './scripts/lint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware: a promise nobody awaits or catches loses its error (an unhandled rejection), and
    // one passed where a plain callback is expected (an event handler, a forEach) is not awaited.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**'],
    plugins: { imports: importBoundaries },
    rules: { 'imports/boundaries': 'error', 'imports/no-cycle': 'error' },
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // User text is rendered as text; Markdown goes through components/markdown.tsx.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'render user text as text; Markdown through MarkdownText',
        },
        {
          selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'render user text as text',
        },
      ],
      // Mantine's markup without its runtime (decision 038): these have a plain version that every page uses.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['ActionIcon', 'Alert', 'Anchor', 'Indicator', 'Loader'],
              message: 'use the plain one from #web/components/ui/ (decision 038)',
            },
          ],
        },
      ],
    },
  },
  {
    // The visitor's and participant's pages and the shared components: their form fields are plain
    // too (decision 038, amended 2026-11-28). The staff's pages keep Mantine's until a round checks
    // their screens. Both lists, as this entry replaces the one above for these files.
    files: ['src/web/features/{auth,participant,screening,landing,errors,feed}/**', 'src/web/components/**'],
    ignores: ['src/web/components/slots/staff-slots-card.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: [
                'ActionIcon',
                'Alert',
                'Anchor',
                'Indicator',
                'Loader',
                'TextInput',
                'PasswordInput',
                'InputBase',
                'SimpleGrid',
                'Divider',
                // Decision 043: the feed's filter, the dialogs' scores, the CV choice, the Markdown.
                'SegmentedControl',
                'List',
                'Blockquote',
                'Code',
                'Typography',
                'ThemeIcon',
                'VisuallyHidden',
                // Decisions 042 and 044: the progress's stages and the sign-up's steps.
                'Stepper',
                'Collapse',
                // Decision 038, amended 2026-11-28: the vacancies' columns (a CSS grid) and stages.
                'Grid',
                'Timeline',
              ],
              message: 'use the plain one from #web/components/ui/ (decision 038)',
            },
            {
              name: '@mantine/core',
              importNames: ['Select', 'NativeSelect', 'NumberInput'],
              message:
                'use the plain one from #web/components/ui/: a short list is a NativeSelect, a long one the Select that loads its combobox on first use (decision 044)',
            },
            {
              name: '@mantine/core',
              importNames: ['MultiSelect', 'TagsInput'],
              message:
                'use the plain one from #web/components/ui/multi-select.tsx, which loads its combobox on first use (decision 047)',
            },
          ],
        },
      ],
    },
  },
  {
    // The markup tests render Mantine's own beside the plain one to compare them.
    files: ['src/web/components/ui/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
