import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { defineConfig, type Plugin } from 'vite';
import { defaultLocale, locales } from '../locales/src/names.ts';
import { AUTH_TOKEN_STORAGE_KEY } from '../packages/api/src/storage-key.ts';
import { bootScript } from './src/build/boot.ts';
import { LOCALE_STORAGE_KEY } from './src/shared/i18n/storageKey.ts';

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

/**
 * Compresses the build once (brotli at its best and gzip -9): `name.br` and `name.gz` next to every
 * text file of 1 kB or more (skipping dot folders and source maps); the server sends the one the
 * browser accepts (`Accept-Encoding`), so no request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.name.startsWith('.')
        ? []
        : entry.isDirectory()
          ? walk(join(dir, entry.name))
          : [join(dir, entry.name)],
    );
  return {
    name: 'izi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}

/**
 * The page's first script (src/build/boot.ts), written with this build's file names: with a
 * stored token it fetches the signed-in chunk (with what it imports beyond the entry, and its
 * CSS), the expander of the catalogs and the chosen language's catalog beside the entry, not
 * after it. Its name carries the hash of its text, so it is cached like every other asset.
 */
function bootFirst(): Plugin {
  const signedIn = fromHere('src/shell/SignedInContainer.tsx');
  const expand = fromHere('../locales/src/expand.ts');
  const catalogOf = (locale: string) => fromHere(`../locales/compiled/app/${locale}.json`);
  return {
    name: 'izi-boot-first',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((file) => [file.fileName, file]));
        const chunkOf = (source: string) => {
          const found = chunks.find((file) => file.facadeModuleId === source);
          if (!found) this.error(`the build has no chunk for ${source}`);
          return found;
        };
        /** A chunk with every chunk it imports, recursively. */
        const closure = (fileName: string, seen = new Set<string>()) => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((file) => file.isEntry);
        if (!entry) return this.error('the build has no entry');
        const inEntry = closure(entry.fileName);
        const modules = [...closure(chunkOf(signedIn).fileName), chunkOf(expand).fileName].filter(
          (fileName) => !inEntry.has(fileName),
        );
        const styles = modules.flatMap((fileName) => [
          ...(byName.get(fileName)?.viteMetadata?.importedCss ?? []),
        ]);
        const url = (fileName: string) => `/${fileName}`;
        const source = bootScript({
          tokenKey: AUTH_TOKEN_STORAGE_KEY,
          localeKey: LOCALE_STORAGE_KEY,
          defaultLocale,
          catalogs: Object.fromEntries(
            locales.map((locale) => [locale, url(chunkOf(catalogOf(locale)).fileName)]),
          ),
          modules: modules.map(url),
          styles: styles.map(url),
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return this.error('the build has no index.html');
        const html = String(page.source);
        const at = html.indexOf('<script type="module"');
        if (at < 0) return this.error('index.html has no module script');
        page.source = `${html.slice(0, at)}<script async src="${url(fileName)}"></script>\n    ${html.slice(at)}`;
      },
    },
  };
}

/**
 * Preloads the faces the first screen draws (in the default locale, Persian), so they arrive with
 * the entry instead of after its CSS and no text moves when they come; every other
 * face and subset loads only when a text needs it (`unicode-range`), showing the fallback until
 * then (`font-display: swap`, Fontsource's default).
 */
function preloadFirstFonts(pattern: RegExp): Plugin {
  return {
    name: 'izi-preload-first-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => pattern.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
            href: `/${file}`,
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry holds only the Persian messages its own code uses (issue 14): in the build,
 * `@izi/locales/first` (the default locale's first-screen catalog, elsewhere the whole catalog) is
 * a placeholder, and once the entry chunk is rendered it becomes the messages whose ids appear as
 * string literals in that chunk (the ids are literal in every `defineMessages`). The signed-in
 * screens wait for the whole catalog, a chunk of its own (`loadMessages`).
 */
function firstScreenMessages(): Plugin {
  const module = fromHere('../locales/src/first.ts');
  const catalog = fromHere('../locales/compiled/fa.json');
  const placeholder = '__IZI_FIRST_SCREEN_MESSAGES__';
  return {
    name: 'izi-first-screen-messages',
    apply: 'build',
    load(id) {
      if (id !== module) return null;
      return `export const firstMessages = JSON.parse(${JSON.stringify(placeholder)});`;
    },
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.includes(module)) return null;
      if (code.split(placeholder).length !== 2)
        this.error(`${chunk.fileName} must hold ${placeholder} once`);
      const messages = JSON.parse(readFileSync(catalog, 'utf8')) as Record<string, unknown>;
      const written = (id: string) => ['"', "'", '`'].some((q) => code.includes(`${q}${id}${q}`));
      const used = Object.fromEntries(Object.entries(messages).filter(([id]) => written(id)));
      // A JSON text inside a JS string literal: its quotes and backslashes escaped once more.
      const literal = JSON.stringify(JSON.stringify(used)).slice(1, -1);
      return { code: code.replace(placeholder, () => literal), map: null };
    },
  };
}

/**
 * In the build, a message descriptor (`{ id, defaultMessage, description }`, as in
 * `defineMessages`) keeps only its id: every catalog is complete (`npm run i18n:check`), so the
 * English defaults would be shipped twice, once in the code and once in the English catalog, and
 * the descriptions are notes for translators that nothing reads at run time. Only an object with
 * both an `id` and a `defaultMessage` is a descriptor (an item's `{ id, description }` is data
 * and stays). Each removed property is blanked out (newlines kept), so positions and source maps
 * stay as they were.
 */
function dropMessageTexts(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  const keyOf = (property: Node) => {
    const key = property.key as Node | undefined;
    return key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
  };
  return {
    name: 'izi-drop-message-texts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('defaultMessage')) return null;
      const ranges: [number, number][] = [];
      const visit = (node: unknown) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!isNode(node)) return;
        if (node.type === 'ObjectExpression') {
          const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
          const keys = properties.map(keyOf);
          if (keys.includes('id') && keys.includes('defaultMessage'))
            for (const property of properties) {
              const value = property.value as Node;
              const literal =
                (value.type === 'Literal' && typeof value.value === 'string') ||
                (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0);
              const key = keyOf(property);
              if ((key !== 'defaultMessage' && key !== 'description') || !literal) continue;
              const comma = /^\s*,/.exec(code.slice(property.end));
              ranges.push([property.start, property.end + (comma ? comma[0].length : 0)]);
            }
        }
        for (const [key, value] of Object.entries(node))
          if (key !== 'type' && typeof value === 'object') visit(value);
      };
      visit(this.parse(code));
      if (!ranges.length) return null;
      let result = '';
      let at = 0;
      for (const [start, end] of ranges) {
        result += code.slice(at, start) + code.slice(start, end).replace(/[^\n]/g, ' ');
        at = end;
      }
      return { code: result + code.slice(at), map: null };
    },
  };
}

/**
 * ui's theme exports a sprinkles set that nothing in the app uses (its layout has atoms of its
 * own); the sprinkles runtime is called at the module's top level, so the bundle would keep the
 * set's whole class map. Every import of that runtime but the stand-in's own goes to
 * src/build/sprinklesRuntime.ts, which declares it free of side effects: an unused set is dropped.
 */
function pureSprinkles(): Plugin {
  const runtime = '@vanilla-extract/sprinkles/createRuntimeSprinkles';
  const standIn = fromHere('src/build/sprinklesRuntime.ts');
  return {
    name: 'izi-pure-sprinkles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === runtime && importer !== standIn ? standIn : null;
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
    plugins: [
      vanillaExtractPlugin(),
      react(),
      firstScreenMessages(),
      ...(mock ? [] : [bootFirst()]),
      dropMessageTexts(),
      pureSprinkles(),
      mockServiceWorker(mock),
      // The login screen's faces, as Lighthouse saw them fetched: Vazirmatn's Arabic and Latin
      // subsets (one variable file each, every weight) and Inter's bold Latin (the wordmark).
      preloadFirstFonts(/(vazirmatn-(arabic|latin)-wght|inter-latin-700)-normal-[\w-]+\.woff2$/),
      precompress(),
    ],
    resolve: {
      // The catalogs are pre-compiled, so the runtime needs no ICU parser.
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
        // The recipes' run-time function without what nothing uses (src/build/recipeRuntime.ts).
        {
          find: /^@vanilla-extract\/recipes\/createRuntimeFn$/,
          replacement: fromHere('src/build/recipeRuntime.ts'),
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
