import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const placeholder = '__IZI_FIRST_SCREEN_MESSAGES__';

/**
 * The entry holds only the default locale's messages that its own code uses. In the build, the
 * first-screen catalog module (`module`, elsewhere the whole catalog) becomes a placeholder, and
 * once the entry chunk is rendered the placeholder becomes the messages of `catalog` whose ids
 * appear as string literals in that chunk: every `defineMessages` writes its ids literally. The
 * signed-in screens wait for the whole catalog, a chunk of its own.
 */
export function firstScreenMessages({
  module,
  catalog,
}: {
  module: string;
  catalog: string;
}): Plugin {
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
