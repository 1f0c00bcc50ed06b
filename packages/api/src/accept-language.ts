/**
 * The languages the server writes its own texts in (the advisor's analysis), and how it picks one
 * from a request's `Accept-Language`. Shared by the server and the mocks; the app's bundle leaves
 * it out (the app only sends the header, through the client's `getLocale`).
 */
export const apiLocales = ['en', 'es', 'fa', 'ar'] as const;
export type ApiLocale = (typeof apiLocales)[number];

const isApiLocale = (value: string): value is ApiLocale =>
  (apiLocales as readonly string[]).includes(value);

/**
 * The first of en, es, fa and ar that an `Accept-Language` header accepts, by q order (equal q in
 * the header's order; `fa-IR` counts as fa; `q=0` refuses). English when there is no header, it
 * cannot be read, or it names none of them (`*` included): API clients that send nothing get
 * English, while the app always sends its locale.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): ApiLocale {
  const ranges = (header ?? '').split(',').flatMap((range, index) => {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim());
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const language = tag.toLowerCase().split('-')[0] ?? '';
    return isApiLocale(language) && q > 0 && q <= 1 ? [{ language, q, index }] : [];
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.language ?? 'en';
}
