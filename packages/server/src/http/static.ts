/**
 * The app's production build, from the same origin as `/api`: each file as the build compressed it
 * (`name.br` or `name.gz` next to it, picked by `Accept-Encoding`, with `Vary: Accept-Encoding`)
 * or as it is, hashed assets cached for a year as immutable, everything else revalidated, and `index.html` for any other page path so
 * that the single-page app loads wherever it starts. A missing file with an extension is a 404, and
 * so are dotfiles and source maps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { messages } from '../messages';

/** A path with a segment that starts with a dot, or that ends in `.map` (in any case). */
const isPrivate = (path: string) =>
  path.split(/[\\/]/).some((segment) => segment.startsWith('.') || /^%2e/i.test(segment)) ||
  /\.map$|%2emap$/i.test(path);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's variables will do
export function serveApp(app: Hono<any>, root: string) {
  let files: ReturnType<typeof serveStatic<BlankEnv>> | null = null;
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    // Never a dotfile or a dot folder (`/.vite/manifest.json`) nor a source map: the build may
    // hold them for local debugging, but they show the original source.
    if (isPrivate(c.req.path) || isPrivate(new URL(c.req.url).pathname))
      return c.text('Not found', 404);
    if (!existsSync(join(root, 'index.html'))) return c.text(messages.appNotBuilt, 503);
    files ??= serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A file sent as it is although a compressed one exists (the browser accepts neither):
        // caches must still keep the answers apart.
        if (!/\.(?:br|gz)$/.test(path) && existsSync(`${path}.gz`))
          c.header('Vary', 'Accept-Encoding');
      },
    });
    return files(c, next);
  });
  app.on(['GET', 'HEAD'], '*', (c) => {
    const last = c.req.path.split('/').pop() ?? '';
    if (last.includes('.')) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    // The type exactly as `/` has it (serveStatic's spelling): a page path is the same document.
    c.header('Content-Type', 'text/html; charset=utf-8');
    return c.body(readFileSync(join(root, 'index.html'), 'utf8'));
  });
}
