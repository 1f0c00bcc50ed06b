import { describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot';
import { bootFirst } from './bootFirst';
import { context, handlerOf } from './testing/hooks';

const options = {
  tokenKey: 'authToken',
  localeKey: 'izi.locale',
  defaultLocale: 'fa',
  signedIn: '/app/src/shell/SignedInContainer.tsx',
  expand: '/locales/src/expand.ts',
  catalogs: { en: '/locales/compiled/app/en.json', fa: '/locales/compiled/app/fa.json' },
};

const chunk = (fileName: string, more: object = {}) => ({
  type: 'chunk',
  fileName,
  imports: [],
  facadeModuleId: null,
  isEntry: false,
  ...more,
});

/** A build's bundle: the entry, the signed-in chunk and what it imports, the catalogs. */
function bundle() {
  return {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'] }),
    'assets/shared.js': chunk('assets/shared.js'),
    'assets/SignedIn.js': chunk('assets/SignedIn.js', {
      facadeModuleId: options.signedIn,
      imports: ['assets/shared.js', 'assets/query.js'],
      viteMetadata: { importedCss: new Set(['assets/SignedIn.css']) },
    }),
    'assets/query.js': chunk('assets/query.js'),
    'assets/expand.js': chunk('assets/expand.js', { facadeModuleId: options.expand }),
    'assets/en.js': chunk('assets/en.js', { facadeModuleId: options.catalogs.en }),
    'assets/fa.js': chunk('assets/fa.js', { facadeModuleId: options.catalogs.fa }),
    'index.html': {
      type: 'asset',
      source: '<head>\n    <script type="module" src="/assets/index.js"></script>\n</head>',
    },
  };
}

function generate(files: ReturnType<typeof bundle>) {
  const emitFile = vi.fn();
  handlerOf(bootFirst(options).generateBundle).call({ ...context, emitFile }, {}, files);
  return emitFile;
}

describe('bootFirst', () => {
  it("writes the first script with this build's names: what signing in needs beyond the entry", () => {
    const files = bundle();
    const emitFile = generate(files);
    const source = bootScript({
      tokenKey: 'authToken',
      localeKey: 'izi.locale',
      defaultLocale: 'fa',
      catalogs: { en: '/assets/en.js', fa: '/assets/fa.js' },
      modules: ['/assets/SignedIn.js', '/assets/query.js', '/assets/expand.js'],
      styles: ['/assets/SignedIn.css'],
    });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: expect.stringMatching(/^assets\/boot-[\w-]{8}\.js$/),
      source,
    });
    const { fileName } = emitFile.mock.calls[0]?.[0] as { fileName: string };
    expect(files['index.html'].source).toBe(
      `<head>\n    <script async src="/${fileName}"></script>\n    <script type="module" src="/assets/index.js"></script>\n</head>`,
    );
  });

  it('names the script by its text, so another build with other files gets another name', () => {
    const first = generate(bundle()).mock.calls[0]?.[0] as { fileName: string };
    const again = generate(bundle()).mock.calls[0]?.[0] as { fileName: string };
    expect(again.fileName).toBe(first.fileName);
    const other = bundle();
    other['assets/SignedIn.js'].fileName = 'assets/SignedIn-2.js';
    other['assets/index.js'].imports = [];
    const changed = generate(other).mock.calls[0]?.[0] as { fileName: string };
    expect(changed.fileName).not.toBe(first.fileName);
  });

  it('stops the build when a module it names has no chunk, or the page no module script', () => {
    const noExpand: Partial<ReturnType<typeof bundle>> = bundle();
    delete noExpand['assets/expand.js'];
    expect(() => generate(noExpand as ReturnType<typeof bundle>)).toThrow(
      'the build has no chunk for /locales/src/expand.ts',
    );
    const noScript = bundle();
    noScript['index.html'].source = '<head></head>';
    expect(() => generate(noScript)).toThrow('index.html has no module script');
  });
});
