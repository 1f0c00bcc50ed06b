// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, type BootConfig } from './boot';

const config: BootConfig = {
  tokenKey: 'authToken',
  localeKey: 'izi.locale',
  defaultLocale: 'fa',
  catalogs: { en: '/assets/en-1.js', fa: '/assets/fa-1.js' },
  modules: ['/assets/SignedIn-1.js', '/assets/expand-1.js'],
  styles: ['/assets/SignedIn-1.css'],
};

/** Runs the script's text, as the page does, and lists the links it added. */
function run(script = bootScript(config)) {
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
}

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the page's first script", () => {
  it('with a stored token, fetches the signed-in chunk, its CSS and the chosen catalog', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('izi.locale', 'en');
    expect(run()).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/SignedIn-1.css', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/SignedIn-1.js', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/expand-1.js', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/en-1.js', crossorigin: '' },
    ]);
  });

  it('takes the default catalog when no language, or an unknown one, was chosen', () => {
    localStorage.setItem('authToken', 'tok');
    expect(run().at(-1)?.href).toBe('/assets/fa-1.js');
    document.head.replaceChildren();
    localStorage.setItem('izi.locale', 'constructor');
    expect(run().at(-1)?.href).toBe('/assets/fa-1.js');
  });

  it('fetches nothing without a token (the login screen), or without storage', () => {
    localStorage.setItem('izi.locale', 'en');
    expect(run()).toEqual([]);
    localStorage.setItem('authToken', 'tok');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run()).toEqual([]);
  });

  it("builds the engine's Intl data for the chosen language, signed in or not, even without storage", () => {
    vi.useFakeTimers();
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const locales = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new RealDateTimeFormat(...args);
    } as typeof Intl.DateTimeFormat);
    /** The language each of the two was last built for, after one run of the script. */
    const builtFor = () => {
      locales.mockClear();
      dates.mockClear();
      run();
      // In a task of its own, after the links: nothing yet.
      expect(locales).not.toHaveBeenCalled();
      vi.runAllTimers();
      document.head.replaceChildren();
      return [locales.mock.calls, dates.mock.calls];
    };
    const each = (locale: string) => [[[locale]], [[locale, { dateStyle: 'medium' }]]];
    localStorage.setItem('izi.locale', 'en');
    expect(builtFor()).toEqual(each('en'));
    localStorage.setItem('authToken', 'tok');
    expect(builtFor()).toEqual(each('en'));
    localStorage.setItem('izi.locale', 'xx-not-ours');
    expect(builtFor()).toEqual(each('fa'));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(builtFor()).toEqual(each('fa'));
  });

  it('is one self-contained call: its text names no module of the build', () => {
    const script = bootScript(config);
    expect(script).toMatch(/^\(function boot\(config\)/);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    expect(script).toContain(JSON.stringify(config));
  });
});
