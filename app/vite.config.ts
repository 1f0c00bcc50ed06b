import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const mocksPublic = fromHere('../mocks/public');

/** In mock mode the app also serves msw's service worker (from mocks/, not the app's files). */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'izi-mock-service-worker',
    configureServer(server) {
      if (enabled) server.middlewares.use(sirv(mocksPublic, { dev: true }));
    },
    writeBundle(options) {
      if (enabled && options.dir && existsSync(mocksPublic))
        cpSync(mocksPublic, options.dir, { recursive: true });
    },
  };
}

export default defineConfig(({ command }) => {
  const mock =
    process.env.VITE_MOCK_API === 'true' ||
    (command === 'serve' && process.env.VITE_MOCK_API !== 'false');
  return {
    root: fromHere('.'),
    // The art ships with the components that draw it.
    publicDir: fromHere('../packages/ui/public'),
    define: { 'import.meta.env.VITE_MOCK_API': JSON.stringify(String(mock)) },
    plugins: [vanillaExtractPlugin(), react(), mockServiceWorker(mock)],
    resolve: {
      // The catalogs are pre-compiled, so the runtime needs no ICU parser.
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
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
