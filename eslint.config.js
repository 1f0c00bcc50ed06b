import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `import { z } from 'zod'` pulls every locale of zod's error messages into the browser bundle;
 * the contract uses `import * as z from 'zod/mini'`. Part of every import rule below, since a
 * later block's options replace an earlier one's.
 */
const zodPaths = ['zod', 'zod/v4'].map((name) => ({
  name,
  importNames: ['z'],
  message: "use `import * as z from 'zod/mini'`: the named `z` does not tree-shake.",
}));

/**
 * Imports a workspace may not make: the directions of ARCHITECTURE.md, enforced, by package
 * name and by relative path into another workspace's files.
 */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: zodPaths,
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});

const notApi = [
  ['@izi/api', '@izi/api/*', '**/packages/api/**', '**/api/src/**'],
  'ui is pure: it takes data as props and never knows the API.',
];
const notMocks = [
  ['@izi/mocks', '@izi/mocks/*', 'msw', 'msw/*', '**/mocks/src/**', '**/mocks/public/**'],
  'mocks belong to stories, tests and mock mode only.',
];
const notApp = [['@izi/app', '@izi/app/*', '**/app/src/**'], 'nothing depends on the app.'];
/** The api's shared test helpers (msw/node, the ApiError assertion): tests only (`@izi/mocks/testing` is a mock). */
const notTesting = [['@izi/api/testing/*'], 'test helpers belong to tests.'];
const notUi = [
  ['@izi/ui', '@izi/ui/*', '**/packages/ui/**', '**/ui/src/**'],
  'this layer knows nothing of the components.',
];
/** `@izi/domain` is the leaf every package may import: it imports nothing but its own files. */
const domainIsALeaf = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(?!\\.\\.?/)',
          message: '@izi/domain is a leaf: it imports nothing, from the workspace or from npm.',
        },
        {
          group: ['../../**'],
          message: '@izi/domain is a leaf: it imports nothing outside its own folder.',
        },
      ],
    },
  ],
};

/**
 * Each fact once: the product's fixed values are `@izi/domain`'s, so no other source lists them
 * again (an array of the character types, the jobs, the transaction or token types, the genders,
 * the USDT request types) or writes an art path (`/art/…`) by hand.
 */
const domainFact = (selector, name) => ({
  selector,
  message: `a fixed value of the product: import ${name} from '@izi/domain' instead of listing it again.`,
});
const factsOnce = {
  'no-restricted-syntax': [
    'error',
    domainFact(
      "ArrayExpression:has(> Literal[value='PETA']):has(> Literal[value='ALPHA'])",
      'characterTypes',
    ),
    domainFact(
      "ArrayExpression:has(> Literal[value='PROGRAMMER']):has(> Literal[value='CARPENTER'])",
      'jobs',
    ),
    domainFact(
      "ArrayExpression:has(> Literal[value='CHARACTER_SALE']):has(> Literal[value='MEDALLION_UPGRADE'])",
      'transactionTypes',
    ),
    domainFact(
      "ArrayExpression:has(> Literal[value='IZIDOL']):has(> Literal[value='IZIDOT']):has(> Literal[value='IZIDOM'])",
      'tokenTypes',
    ),
    domainFact(
      "ArrayExpression[elements.length=2]:has(> Literal[value='M']):has(> Literal[value='F'])",
      'genders',
    ),
    domainFact(
      "ArrayExpression:has(> Literal[value='deposit']):has(> Literal[value='withdrawal'])",
      'usdtRequestTypes',
    ),
    domainFact(
      'Literal[value=/^\\/art\\//], TemplateElement[value.raw=/^\\/art\\//]',
      'the art path functions (medallionImagePath, jobImagePath, …)',
    ),
  ],
};

/** The browser's own notices: the product shows AlertDialog, ConfirmDialog or an alert region. */
const browserNotices = ['alert', 'confirm', 'prompt'].map((name) => ({
  name,
  message: 'use AlertDialog or ConfirmDialog (or a role="alert" region).',
}));
const notServerState = [['@tanstack/*'], 'server state belongs to the app.'];
const notReact = [['react', 'react-dom', 'react-dom/*', 'react-intl'], 'the contract has no UI.'];
const notStyling = [
  ['@vanilla-extract/*', '*.css'],
  'the app composes ui layout components; it has no styles of its own.',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'locales/compiled/**',
      'mocks/public/**',
      'test-results/**',
      'coverage/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { rules: forbid() },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],

  // Every string a person sees or hears is a message: no literal text in the product's JSX.
  {
    files: ['packages/ui/src/**/*.tsx', 'app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{aria-label,aria-description,aria-valuetext,title,alt,placeholder,label,message}',
              ],
            ],
          },
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          idWhitelist: ['^[a-z][A-Za-z]*(\\.[a-z][A-Za-z0-9]*)+$'],
        },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },

  // Notices are the product's own accessible dialogs and alerts, never the browser's.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...browserNotices],
      'no-restricted-properties': [
        'error',
        ...['alert', 'confirm', 'prompt'].flatMap((property) =>
          ['window', 'globalThis', 'self'].map((object) => ({
            object,
            property,
            message: 'use AlertDialog or ConfirmDialog (or a role="alert" region).',
          })),
        ),
      ],
    },
  },

  // Right-to-left: styles use logical properties only (paddingInlineStart, insetInlineEnd,
  // textAlign: 'start'), so that nothing is restated per direction.
  {
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property[key.name=/^(left|right)$|Left|Right/], Property[key.value=/(^|-)(left|right)($|-)/]',
          message: 'physical direction: use a logical property (…InlineStart / …InlineEnd).',
        },
        {
          selector:
            'Property[key.name=/^(textAlign|float|clear|justifySelf|justifyItems|justifyContent|alignSelf)$/][value.value=/^(left|right)$/]',
          message: "physical direction: use 'start' / 'end' (or 'inline-start' / 'inline-end').",
        },
      ],
    },
  },

  // Each fact once (ARCHITECTURE.md): the fixed values live in @izi/domain, which imports nothing.
  { files: ['packages/domain/**/*.{ts,tsx,mjs,js}'], rules: domainIsALeaf },
  {
    files: [
      'packages/{api,ui,server}/src/**/*.{ts,tsx}',
      'mocks/src/**/*.ts',
      'app/src/**/*.{ts,tsx}',
      'packages/ui/scripts/**/*.mjs',
    ],
    ignores: ['**/*.css.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**'],
    rules: factsOnce,
  },

  // Which way imports may point (ARCHITECTURE.md).
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      ...forbid(notApi, notMocks, notApp, notServerState),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui never fetches: take data as props.' },
        { name: 'localStorage', message: 'ui never reads storage.' },
        { name: 'sessionStorage', message: 'ui never reads storage.' },
        { name: 'XMLHttpRequest', message: 'ui never fetches.' },
        ...browserNotices,
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: forbid(notApp, notServerState),
  },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: forbid(notUi, notMocks, notApp, notReact),
  },
  { files: ['mocks/src/**/*.ts'], rules: forbid(notUi, notApp, notReact) },
  { files: ['locales/src/**/*.ts'], rules: forbid(notUi, notApi, notMocks, notApp) },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/mockMode.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: forbid(notMocks, notStyling, notTesting, [
      ['@izi/ui/src/*', '@izi/api/src/*', '**/packages/**', '**/mocks/**'],
      'import a package by its name, not its files.',
    ]),
  },
  // The server speaks only the contract: no components, mocks, app or React.
  {
    files: ['packages/server/**/*.{ts,mjs}'],
    rules: forbid(notUi, notMocks, notApp, notReact, [
      ['@izi/api/src/*', '**/packages/api/**', '**/api/src/**'],
      'import a package by its name, not its files.',
    ]),
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: forbid(notUi, notMocks, notApp, notReact, notTesting, [
      ['@izi/api/src/*', '**/packages/api/**', '**/api/src/**'],
      'import a package by its name, not its files.',
    ]),
  },
);
