import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { bootScript, type BootConfig } from './boot.ts';

export interface BootFirstOptions extends Pick<
  BootConfig,
  'tokenKey' | 'localeKey' | 'defaultLocale'
> {
  /** The signed-in screens' module: its chunk, with what it imports beyond the entry. */
  signedIn: string;
  /** The module that expands the compact catalogs. */
  expand: string;
  /** Each locale's whole catalog (a module path). */
  catalogs: Record<string, string>;
}

/**
 * Writes the page's first script (boot.ts) with this build's file names and puts it before the
 * entry in index.html. With a stored token it fetches the signed-in chunk (with what it imports
 * beyond the entry, and its CSS), the catalogs' expander and the chosen language's catalog beside
 * the entry rather than after it. Its name carries the hash of its text, so it is cached like every
 * other asset.
 */
export function bootFirst({ signedIn, expand, catalogs, ...keys }: BootFirstOptions): Plugin {
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
          ...keys,
          catalogs: Object.fromEntries(
            Object.entries(catalogs).map(([locale, path]) => [locale, url(chunkOf(path).fileName)]),
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
