export {
  defaultLocale,
  directionOf,
  intlLocaleOf,
  isLocale,
  localeNames,
  locales,
  numberLocaleOf,
  type Direction,
  type Locale,
} from './locale';
export { clampPercent, formatBalance, formatInteger, formatPercent, formatUsd } from './format';
export {
  LocaleProvider,
  useLocale,
  type LocaleContextValue,
  type LocaleProviderProps,
} from './LocaleProvider';
