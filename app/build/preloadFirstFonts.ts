import type { Plugin } from 'vite';

/**
 * Preloads the font files the first screen draws (those whose names match `pattern`), so they
 * arrive with the entry instead of after its CSS and no text moves when they come. Every other
 * face and subset still loads only when a text needs it (`unicode-range`, `font-display: swap`).
 */
export function preloadFirstFonts(pattern: RegExp): Plugin {
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
