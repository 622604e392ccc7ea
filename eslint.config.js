// Lint: TypeScript rules plus the one-way import flow of ARCHITECTURE.md
// (shared <- server, shared <- web; server and web never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

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
    files: ['src/shared/**'],
    rules: forbid(['#server/*', '#web/*', '**/server/**', '**/web/**'], 'shared imports nothing else of ours'),
  },
  {
    files: ['src/server/**'],
    rules: forbid(['#web/*', '**/web/**'], 'the server never imports the web app'),
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['#server/*', '**/server/**'], 'the web app never imports the server'),
      // User text is rendered as text; Markdown goes through components/markdown.tsx.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'render user text as text; Markdown through MarkdownText' },
        { selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]", message: 'render user text as text' },
      ],
    },
  },
  {
    // A feature does not import another feature: compose them in app/.
    files: ['src/web/features/**'],
    rules: forbid(['#server/*', '**/server/**', '#web/features/*'], 'a feature does not import another feature or the server; compose them in app/'),
  },
);
