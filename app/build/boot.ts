/**
 * The page's first script: a few hundred bytes that the page loads beside the entry
 * (`<script async>`; bootFirst.ts writes it into the build with this build's file names). With a
 * stored token it starts fetching what the signed-in dashboard needs (the signed-in chunk with its
 * CSS, and the language's whole catalog) while the entry is still on its way, instead of once the
 * entry has arrived and run. It only asks the browser to fetch (`modulepreload`, `preload`): the
 * entry still imports each file when it needs it, from the browser's cache. Without a token it
 * fetches nothing, so the login screen costs no more.
 *
 * Signed in or not, it then has the engine build what it builds on a page's first Intl objects
 * (ICU's locale sets and the chosen language's calendar) in a task of its own, while the page
 * still waits for the entry, rather than inside the first render's task.
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
