import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a workspace may not make: the directions of ARCHITECTURE.md, enforced. */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});

const notApi = [
  ['@izi/api', '@izi/api/*'],
  'ui is pure: it takes data as props and never knows the API.',
];
const notMocks = [
  ['@izi/mocks', '@izi/mocks/*', 'msw', 'msw/*'],
  'mocks belong to stories, tests and mock mode only.',
];
const notApp = [['@izi/app', '@izi/app/*'], 'nothing depends on the app.'];
const notUi = [['@izi/ui', '@izi/ui/*'], 'this layer knows nothing of the components.'];
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
    ignores: ['app/src/mock-mode.ts', '**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: forbid(notMocks, notStyling, [
      ['@izi/ui/src/*', '@izi/api/src/*'],
      'import a package by its name, not its files.',
    ]),
  },
  // The server speaks only the contract: no components, mocks, app or React.
  {
    files: ['packages/server/**/*.{ts,mjs}'],
    rules: forbid(notUi, notMocks, notApp, notReact, [
      ['@izi/api/src/*'],
      'import a package by its name, not its files.',
    ]),
  },
);
