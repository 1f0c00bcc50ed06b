import { describe, expect, it } from 'vitest';
import { preloadFirstFonts } from './preloadFirstFonts';
import { context, handlerOf } from './testing/hooks';

describe('preloadFirstFonts', () => {
  it('preloads, in the head, each font file of the build whose name matches', () => {
    const plugin = preloadFirstFonts(/first-font-[\w-]+\.woff2$/);
    const bundle = {
      'assets/first-font-a1.woff2': {},
      'assets/other-font-b2.woff2': {},
      'assets/index-c3.js': {},
    };
    const tags = handlerOf(plugin.transformIndexHtml).call(context, '<html></html>', { bundle });
    const preload = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '' };
    const href = '/assets/first-font-a1.woff2';
    expect(tags).toEqual([{ tag: 'link', attrs: { ...preload, href }, injectTo: 'head' }]);
  });

  it('adds nothing without a bundle (the dev server)', () => {
    const plugin = preloadFirstFonts(/\.woff2$/);
    expect(handlerOf(plugin.transformIndexHtml).call(context, '', {})).toEqual([]);
  });
});
