import { cpSync, existsSync } from 'node:fs';
import sirv from 'sirv';
import type { Plugin } from 'vite';

/**
 * In mock mode the app also serves msw's service worker, which lives with the mocks (`folder`)
 * rather than in the app's public files: the dev server serves it and the build copies it in.
 */
export function mockServiceWorker(folder: string): Plugin {
  return {
    name: 'izi-mock-service-worker',
    configureServer(server) {
      server.middlewares.use(sirv(folder, { dev: true }));
    },
    writeBundle(options) {
      if (options.dir && existsSync(folder)) cpSync(folder, options.dir, { recursive: true });
    },
  };
}
