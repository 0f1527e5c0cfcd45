import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'node_modules', 'functions/node_modules', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|@firebase/[^/]+)(/.*)?$',
              message:
                'The Firebase SDK may be imported only in src/lib/firebase/** and the feature services ' +
                '(src/features/*/api/**, src/features/admin/*/api/**); elsewhere, call a service (README.md, Layout).',
            },
          ],
        },
      ],
    },
  },
  {
    // The SDK's zone (README.md, Layout); scripts, tests and functions/ run outside the app.
    files: [
      'src/lib/firebase/**',
      'src/features/*/api/**',
      'src/features/admin/*/api/**',
      'scripts/**',
      'tests/**',
      'functions/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
);
