// ESLint: type-aware TypeScript rules (every Firebase call is a promise, so floating
// promises are errors), React hooks, accessibility, and the import boundaries of docs/architecture.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noImportCycle from './eslint-rules/no-import-cycle.js';

// Every folder under src/features is a feature.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// shared → features → app, one way; features do not import each other; the app never imports tooling.
const appZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  { target: ['./src/components', './src/lib', './src/config'], from: ['./src/features', './src/app'], message: 'Shared code must not depend on features or the app.' },
  { target: './src/features', from: './src/app', message: 'Features must not import the app layer.' },
  { target: './src', from: ['./emulator', './scripts', './tests', './e2e'], message: 'The app must not import tooling.' },
];

export default tseslint.config(
  { ignores: ['dist', 'emulator/dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.emulator-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.app.json', 'tsconfig.app-test.json', 'tsconfig.emulator.json', 'tsconfig.scripts-lib.json', 'tsconfig.test-support.json', 'tsconfig.node.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Static and dynamic imports alike (import-x's no-cycle found none, not even static ones).
      'local/no-import-cycle': ['error', { root: import.meta.dirname, folders: ['src', 'scripts', 'tests', 'e2e', 'emulator/src', 'emulator/test'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  // ---- the app
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // One Firebase boundary: only src/lib/firebase and features/*/api talk to the SDK.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@?firebase(/|$)', message: 'Use src/lib/firebase or a feature api/ module.' }] },
      ],
      // shared → features → app, one way; features do not import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: appZones,
        },
      ],
    },
  },
  {
    files: ['src/lib/firebase/**', 'src/features/*/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Tests drive a real emulator: they may import the test tooling and seed through the SDK.
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': ['error', { zones: appZones.filter((zone) => zone.target !== './src') }],
    },
  },
  // ---- the emulator: HTTP routing → API handlers → store/query and rules engines
  {
    files: ['emulator/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['emulator/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './emulator', from: ['./src', './scripts', './tests'], message: 'The emulator stands alone.' },
            { target: './emulator/src/rules', from: ['./emulator/src/http', './emulator/src/firestore/api', './emulator/src/storage'], message: 'The rules engine knows nothing of HTTP or the services.' },
            { target: ['./emulator/src/firestore/store.ts', './emulator/src/firestore/values.ts', './emulator/src/firestore/query'], from: ['./emulator/src/http', './emulator/src/firestore/api'], message: 'The store and query engine know nothing of HTTP.' },
          ],
        },
      ],
    },
  },
);
