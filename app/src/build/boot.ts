/**
 * The page's first script (issue 14, the critical path): a few hundred bytes that the page loads
 * beside the entry (`<script async>`, app/vite.config.ts writes it into the build with the hashed
 * names of this build's files). With a stored token it starts fetching what the signed-in
 * dashboard needs from the build (the signed-in chunk with its CSS, and the language's whole
 * catalog) while the entry (React and the signed-out screens) is still on its way, instead of once
 * the entry has arrived and run. It only asks the browser to fetch (`modulepreload`, `preload`):
 * the entry still imports each file when it needs it, from the browser's cache. Without a token
 * it fetches nothing, so the login screen fetches nothing more.
 *
 * Signed in or not, it then has the engine build, in a task of its own right after this one,
 * what it builds on a page's first Intl objects: ICU's sets of the locales it has (13–40 ms in
 * Chromium on the bench's machine, in one piece) and the chosen language's calendar. That cost
 * used to sit inside the first render's task (react-intl's `createIntl` checks the locale with
 * `supportedLocalesOf`); here it falls while the page still waits for the entry, and the
 * render's later calls cost a fraction of a millisecond (issue 14).
 *
 * `boot` runs as the text of its own function (`bootScript`): it may use nothing from outside.
 */
export interface BootConfig {
  /** localStorage keys: the auth token's, and the chosen language's. */
  tokenKey: string;
  localeKey: string;
  /** The language shown when none was chosen (or an unknown one). */
  defaultLocale: string;
  /** Each language's whole catalog (a module). */
  catalogs: Record<string, string>;
  /** Modules every signed-in visit needs (the signed-in chunk and what it imports). */
  modules: string[];
  /** Stylesheets every signed-in visit needs. */
  styles: string[];
}

export function boot(config: BootConfig): void {
  let token: string | null = null;
  let locale: string | null = null;
  try {
    token = localStorage.getItem(config.tokenKey);
    locale = localStorage.getItem(config.localeKey);
  } catch {
    // No storage: nothing to fetch ahead; the Intl data below is still built.
  }
  const chosen =
    locale !== null && Object.hasOwn(config.catalogs, locale) ? locale : config.defaultLocale;
  if (token) {
    const add = (rel: string, href: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.setAttribute('as', as);
      // The CORS mode the entry's own requests for these files use, so the browser reuses them.
      link.setAttribute('crossorigin', '');
      link.href = href;
      document.head.appendChild(link);
    };
    for (const href of config.styles) add('preload', href, 'style');
    for (const href of config.modules) add('modulepreload', href);
    const catalog = config.catalogs[chosen];
    if (catalog) add('modulepreload', catalog);
  }
  // In a task of its own, so that the fetches above are not held behind it (Lighthouse's
  // simulation starts a request only when the task that asked for it has ended).
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(chosen);
    new Intl.DateTimeFormat(chosen, { dateStyle: 'medium' }).format(0);
  });
}

/** The script's text: `boot` called with this build's files. */
export function bootScript(config: BootConfig): string {
  return `(${boot.toString()})(${JSON.stringify(config)});\n`;
}
