import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
/** Every feature of the web: each gets its own zone below, so a new one is held to the rules at once. */
const FEATURES = readdirSync(path.join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The web's entries: they start the app, so nothing imports them. */
const ENTRIES = [`${WEB}/main.tsx`, `${WEB}/first-screen.ts`];

/**
 * The web's layers (docs/ARCHITECTURE.md): shared code (api, lib, components) imports only shared
 * code; a feature imports shared code, its own files and another feature's public.ts; pages compose
 * features; the app (router, layout) may import anything.
 */
const WEB_ZONES = [
  {
    target: [`${WEB}/api`, `${WEB}/lib`, `${WEB}/components`, `${WEB}/chat`],
    from: [`${WEB}/features`, `${WEB}/pages`, `${WEB}/app`, ...ENTRIES],
    message: 'Shared code (api, lib, components, chat) never imports a feature, a page or the app.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/public.ts`)],
    message:
      "A feature reaches another only through that feature's public.ts: let the page pass the rest in, or move what several features use to components/ or lib/.",
  })),
  {
    target: `${WEB}/features`,
    from: [`${WEB}/pages`, `${WEB}/app`, ...ENTRIES],
    message: 'A feature never imports a page or the app: pages compose features.',
  },
  {
    target: `${WEB}/pages`,
    from: [`${WEB}/app`, ...ENTRIES],
    message: 'A page never imports the app (router, layout).',
  },
];

const SERVER = 'apps/server/src';
/**
 * The server's layers (docs/ARCHITECTURE.md), bottom to top: each imports only its own layer and
 * those below. core (errors, validation, the principal and actor; with config and i18n) < db and
 * cluster (what processes share through Redis) < serving (how a module declares its calls and
 * events) < modules < the transports' adapters
 * (http, realtime) < the composition (app: the call table, the socket modules, the services'
 * wiring, the seed, the process's entry). Tests may cross (they build the whole app).
 */
export const SERVER_LAYERS = [
  ['core', 'config', 'i18n'],
  ['db', 'cluster'],
  ['serving'],
  ['modules'],
  ['http', 'realtime'],
  ['app'],
];
const SERVER_ZONES = [
  ...SERVER_LAYERS.slice(0, -1).map((folders, rank) => ({
    target: folders.map((folder) => `${SERVER}/${folder}`),
    from: SERVER_LAYERS.slice(rank + 1)
      .flat()
      .map((folder) => `${SERVER}/${folder}`),
    message: `A lower layer of the server (${folders.join(', ')}) never imports a higher one; the order is ${SERVER_LAYERS.map((layer) => layer.join(' ')).join(' < ')} (docs/ARCHITECTURE.md).`,
  })),
  {
    target: `${SERVER}/http`,
    from: `${SERVER}/realtime`,
    message:
      'The transports are siblings: what both need lives below them (core, serving) or in the composition (app).',
  },
  {
    target: `${SERVER}/realtime`,
    from: `${SERVER}/http`,
    message:
      'The transports are siblings: what both need lives below them (core, serving) or in the composition (app).',
  },
];

const WEB_NEVER_IMPORTS_SERVER = {
  group: ['**/apps/server/**', '@storefront/server', '**/server/src/**'],
  message: 'The web never imports server code; share through @storefront/contract.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'scratch/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      // Sources that break the web's rules on purpose, linted by apps/web/test/lint-boundaries.test.ts.
      'apps/web/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Shared code never imports app code.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@storefront/server', '@storefront/web'],
              message: 'The contract stands alone: no app imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@storefront/web', '**/web/src/**'],
              message: 'The server never imports web code; share through @storefront/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: SERVER_ZONES }],
      // Shipped server code proves what it assumes (issue 21): a lookup that may miss is checked
      // and fails with a named error, not asserted away. Tests may assert.
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // `x as unknown as T`, `<T>(<unknown>x)` and their mixes.
          selector:
            ":matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion).expression[typeAnnotation.type='TSUnknownKeyword']",
          message: '`as unknown as` erases the type check; narrow the value, or type the boundary once (issue 21).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [WEB_NEVER_IMPORTS_SERVER] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: WEB_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // What the app builds from never reaches code written for tests.
    files: [`${WEB}/**/*.ts`, `${WEB}/**/*.tsx`],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helpers.ts', '**/*.test-helpers.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WEB_NEVER_IMPORTS_SERVER,
            {
              group: ['**/*.test', '**/*.test.*', '**/*.test-helpers', '**/*.test-helpers.*', '**/test/**'],
              message: 'Only tests import test code (*.test-helpers.ts, test/).',
            },
          ],
        },
      ],
    },
  },
);
