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
/** The folders directly inside `dir` (relative to this file). */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf('./src/features');
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
 * The domain has one name everywhere: '@domain/<folder>/<module>' (tsconfig paths; docs/architecture.md, Layers).
 * Inside src/domain a module imports its own folder relatively ('./order-status') and another folder by the alias.
 */
const DOMAIN_NAME = {
  regex: '^@/domain(/|$)|(^|/)src/domain(/|$)',
  message:
    "Import the domain as '@domain/<folder>/<module>', not by '@/' or its path " +
    '(docs/architecture.md, The layer rules).',
};
const DOMAIN_CLIMB = {
  // (a test's seed data in scripts/ is outside src/: reached by its path)
  regex: '^\\.\\./(?!(\\.\\./)*scripts/)',
  message: "Import another folder of src/domain as '@domain/<folder>/<module>', not with '../' (docs/architecture.md).",
};
const DOMAIN_FOLDERS = foldersOf('./src/domain');
/** Within one folder of the domain, modules import each other relatively: the alias is for crossing folders. */
const ownDomainFolder = (folder) => ({
  regex: `^@domain/${folder}(/|$)`,
  message:
    `src/domain/${folder} imports its own modules relatively ('./…'); '@domain/…' is for the other folders ` +
    '(docs/architecture.md, The layer rules).',
});
const APP_CODE = {
  regex: '^@/',
  message:
    "The Cloud Functions do not import the app's code: the rules they share with it live in src/domain, " +
    "imported as '@domain/<folder>/<module>' (docs/architecture.md, The layer rules).",
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

/**
 * One block per zone; a later block replaces an earlier one's patterns for its files, so each lists all it needs
 * (DOMAIN_NAME holds in every zone, so it is added here).
 */
const zone = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, DOMAIN_NAME] }] },
});
/** A feature's services: its api/ folder (in the admin area, each part's). */
const SERVICES = (feature) => [feature === 'admin' ? 'src/features/admin/*/api/**' : `src/features/${feature}/api/**`];

export default tseslint.config(
  { ignores: ['dist', '.cache', 'functions/lib', 'node_modules', 'functions/node_modules', 'test-results', 'playwright-report'] },
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
  zone(['src/domain/**'], SDK, CLIMB, DOMAIN, DOMAIN_CLIMB),
  ...DOMAIN_FOLDERS.map((folder) =>
    zone([`src/domain/${folder}/**`], SDK, CLIMB, DOMAIN, DOMAIN_CLIMB, ownDomainFolder(folder)),
  ),
  ...FEATURES.flatMap((feature) => [
    zone([`src/features/${feature}/**`], SDK, CLIMB, APP, otherFeatures(feature)),
    zone(SERVICES(feature), CLIMB, APP, otherFeatures(feature)),
  ]),
  zone(['functions/**'], APP_CODE),
  zone(['scripts/**', 'tests/**']),
);
