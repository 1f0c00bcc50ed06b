import type { vars } from './contract.css';

type Values<T> = { [K in keyof T]: T[K] extends string ? string : Values<T[K]> };

/** A theme: one plain value for every slot of the contract. */
export type ThemeTokens = Values<typeof vars>;

const shared = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2.5rem',
  },
  radius: { sm: '0.375rem', md: '0.625rem', lg: '1rem', pill: '999px' },
  font: {
    latin: "'Inter', 'Vazirmatn Variable', sans-serif",
    arabic: "'Vazirmatn Variable', sans-serif",
    mono: "ui-monospace, 'Inter', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.6' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;

export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f5f4fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#ecebf4',
    border: '#d9d6e6',
    borderStrong: '#8c87a6',
    text: '#1b1830',
    textMuted: '#555070',
    textOnPrimary: '#ffffff',
    primary: '#5233c9',
    primaryHover: '#4326ad',
    primarySoft: '#ebe6ff',
    danger: '#b3261e',
    dangerHover: '#8f1d17',
    dangerSoft: '#fdeceb',
    success: '#1b6e41',
    successSoft: '#e3f5ea',
    warning: '#8a5300',
    warningSoft: '#fff3dc',
    focusRing: '#5233c9',
    star: '#b7791f',
    starEmpty: '#84809c',
    iziDol: '#0f7a5c',
    iziDot: '#5233c9',
    iziDom: '#9a5b00',
    overlay: 'rgb(20 16 40 / 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgb(27 24 48 / 0.08)',
    md: '0 4px 12px rgb(27 24 48 / 0.10)',
    lg: '0 16px 40px rgb(27 24 48 / 0.18)',
  },
};

export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#100e1a',
    surface: '#1b1829',
    surfaceRaised: '#242036',
    surfaceSunken: '#15121f',
    border: '#363150',
    borderStrong: '#7d7799',
    text: '#f1eefc',
    textMuted: '#b6b0cf',
    textOnPrimary: '#14111f',
    primary: '#ab98ff',
    primaryHover: '#c2b4ff',
    primarySoft: '#2e2650',
    danger: '#ff8f87',
    dangerHover: '#ffb0aa',
    dangerSoft: '#3d1d1c',
    success: '#7fd8a4',
    successSoft: '#173325',
    warning: '#f5c069',
    warningSoft: '#3a2b10',
    focusRing: '#c2b4ff',
    star: '#f2c14e',
    starEmpty: '#736d8c',
    iziDol: '#6fd9b6',
    iziDot: '#ab98ff',
    iziDom: '#f5c069',
    overlay: 'rgb(0 0 0 / 0.65)',
  },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.45)',
    lg: '0 16px 40px rgb(0 0 0 / 0.55)',
  },
};
