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
    },
  },
  {
    // The form state is @mantine/form's behind lib/form.ts alone (decision 068).
    files: ['src/web/**'],
    ignores: ['src/web/lib/form.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mantine/form', message: 'use useCheckedForm from #web/lib/form.ts (decision 068)' },
          ],
        },
      ],
    },
  },
);
