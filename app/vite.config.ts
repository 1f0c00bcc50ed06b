import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { defaultLocale, LOCALE_STORAGE_KEY, locales } from '../locales/src/names.ts';
import { AUTH_TOKEN_STORAGE_KEY } from '../packages/api/src/storage-key.ts';
import { bootFirst } from './build/bootFirst.ts';
import { dropMessageTexts } from './build/dropMessageTexts.ts';
import { firstScreenMessages } from './build/firstScreenMessages.ts';
import { mockServiceWorker } from './build/mockServiceWorker.ts';
import { precompress } from './build/precompress.ts';
import { preloadFirstFonts } from './build/preloadFirstFonts.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The app's dev server and build: each plugin of the app's own lives in build/, with its test. */
export default defineConfig(({ command }) => {
  const mock =
    process.env.VITE_MOCK_API === 'true' ||
    (command === 'serve' && process.env.VITE_MOCK_API !== 'false');
  return {
    root: fromHere('.'),
    // The art ships with the components that draw it.
    publicDir: fromHere('../packages/ui/public'),
    define: { 'import.meta.env.VITE_MOCK_API': JSON.stringify(String(mock)) },
    plugins: [
      vanillaExtractPlugin(),
      react(),
      ...dropMessageTexts(),
      firstScreenMessages({
        module: fromHere('../locales/src/first.ts'),
        catalog: fromHere('../locales/compiled/fa.json'),
      }),
      ...(mock
        ? [mockServiceWorker(fromHere('../mocks/public'))]
        : [
            bootFirst({
              tokenKey: AUTH_TOKEN_STORAGE_KEY,
              localeKey: LOCALE_STORAGE_KEY,
              defaultLocale,
              signedIn: fromHere('src/shell/SignedInContainer.tsx'),
              expand: fromHere('../locales/src/expand.ts'),
              catalogs: Object.fromEntries(
                locales.map((locale) => [
                  locale,
                  fromHere(`../locales/compiled/app/${locale}.json`),
                ]),
              ),
            }),
          ]),
      // The login screen's faces: Vazirmatn's Arabic and Latin subsets (one variable file each,
      // every weight) and Inter's bold Latin (the wordmark).
      preloadFirstFonts(/(vazirmatn-(arabic|latin)-wght|inter-latin-700)-normal-[\w-]+\.woff2$/),
      precompress(),
    ],
    resolve: {
      alias: [
        // The catalogs are pre-compiled, so the runtime needs no ICU parser.
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
        // The recipes' run-time function without what nothing uses (build/recipeRuntime.ts).
        {
          find: /^@vanilla-extract\/recipes\/createRuntimeFn$/,
          replacement: fromHere('build/recipeRuntime.ts'),
        },
      ],
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
    preview: { host: '127.0.0.1' },
    // Source maps for local debugging only: written next to the files (`hidden`: no
    // `sourceMappingURL` comment), never served (the server answers 404 to `.map` and dot paths).
    build: { outDir: fromHere('dist'), emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
  };
});
