const cache = new Map<string, Intl.NumberFormat>();

function formatter(numberLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${numberLocale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(numberLocale, options);
    cache.set(key, found);
  }
  return found;
}

/** A balance: always exactly two decimals, grouped, in the locale's digits. */
export function formatBalance(value: number, numberLocale: string): string {
  return formatter(numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Number.isFinite(value) ? value : 0,
  );
}

/** US dollars with two decimals ($1,234.50), in the locale's digits. */
export function formatUsd(value: number, numberLocale: string): string {
  return formatter(numberLocale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(value) ? value : 0);
}

/** A whole number (a count, a level), grouped, in the locale's digits. */
export function formatInteger(value: number, numberLocale: string): string {
  return formatter(numberLocale, { maximumFractionDigits: 0 }).format(value);
}

/** A percentage from 0 to 100 (not a fraction), in the locale's digits. */
export function formatPercent(value: number, numberLocale: string): string {
  return formatter(numberLocale, { style: 'percent', maximumFractionDigits: 0 }).format(
    clampPercent(value) / 100,
  );
}

/** Keeps a percentage inside 0..100; anything that is not a number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
