import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The layout (README.md, Layout): app → features → components / lib → domain. Each rule below refuses an import
 * that breaks it, with the message the developer reads; src/lint-config.test.ts shows each one failing.
 */
const SDK = {
  regex: '^(firebase|@firebase/[^/]+)(/.*)?$',
  message:
    'The Firebase SDK may be imported only in src/lib/firebase/** and the feature services ' +
    '(src/features/*/api/**, src/features/admin/*/api/**); elsewhere, call a service (README.md, Layout).',
};
const CLIMB = {
  // (a test's seed data in scripts/ is outside src/: reached by its path)
  regex: '^(\\.\\./\\.\\./(?!(\\.\\./)*scripts/)|\\.\\./(app|features|components|lib|domain)(/|$))',
  message: "Import from another folder of src/ with '@/…' (README.md, Layout), not by climbing with '../'.",
};
const APP = {
  regex: '^@/app(/|$)',
  message: 'Nothing imports from src/app: the app is the top, it composes the features (README.md, Layout).',
};
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature (the admin area is one) does not import another: the app composes them. */
const otherFeatures = (feature) => ({
  regex: `^@/features/(?!${feature}(/|$))`,
  message:
    `features/${feature} may not import another feature: the app composes them, and what several features ` +
    'share lives in components/, lib/ or domain/ (README.md, Layout).',
});
const up = (layer, ...above) => ({
  regex: `^@/(${above.join('|')})(/|$)`,
  message: `src/${layer} may not import from ${above.map((a) => `src/${a}`).join(', ')}: it sits below them (README.md, Layout).`,
});
const DOMAIN = {
  regex: '^(@/|react|firebase|@firebase/|@tanstack/)',
  message:
    'src/domain is plain rules shared with the Cloud Functions: it imports only other domain modules and ' +
    'plain libraries (README.md, Layout).',
};

/*
 * Code acts on what a failure is (an error's code, `details.reason` of a function's refusal, a ServiceError's
 * kind), never on its words: the words are the user's and may be edited (docs/errors.md).
 */
const WORDS_MESSAGE =
  "Don't decide by a message's words (a copy edit would change what the code does): branch on the error's " +
  'code, its `details.reason` (refusalReasonOf) or its kind (isNotFound) instead (docs/errors.md).';
const COMPARE = 'BinaryExpression[operator=/^[!=]==?$/]';
const MESSAGE_BRANCHING = [
  `${COMPARE} > MemberExpression[property.name='message']`,
  `${COMPARE} > MemberExpression[object.name=/_MESSAGES$/]`,
  `${COMPARE} > CallExpression[callee.object.name=/_MESSAGES$/]`,
  "CallExpression[callee.object.property.name='message'][callee.property.name=/^(includes|startsWith|endsWith|match|search)$/]",
  "CallExpression[callee.property.name=/^(test|exec)$/][arguments.0.property.name='message']",
].map((selector) => ({ selector, message: WORDS_MESSAGE }));

/** One block per zone; a later block replaces an earlier one's patterns for its files, so each lists all it needs. */
const zone = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
/** A feature's services: its api/ folder (in the admin area, each part's). */
const SERVICES = (feature) => [feature === 'admin' ? 'src/features/admin/*/api/**' : `src/features/${feature}/api/**`];

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
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...MESSAGE_BRANCHING] },
  },
  zone(['src/**'], SDK, CLIMB, APP),
  zone(['src/app/**', 'src/main.tsx', 'src/entry-prerender.tsx'], SDK, CLIMB),
  zone(['src/components/**'], SDK, CLIMB, up('components', 'app', 'features')),
  zone(['src/lib/**'], SDK, CLIMB, up('lib', 'app', 'features', 'components')),
  zone(['src/lib/firebase/**'], CLIMB, up('lib', 'app', 'features', 'components')),
  zone(['src/domain/**'], SDK, CLIMB, DOMAIN),
  ...FEATURES.flatMap((feature) => [
    zone([`src/features/${feature}/**`], SDK, CLIMB, APP, otherFeatures(feature)),
    zone(SERVICES(feature), CLIMB, APP, otherFeatures(feature)),
  ]),
);
