import type { Locale } from '@izi/locales';
import type { ThemeName } from '@izi/ui';

/**
 * The screen sizes in the toolbar (Storybook's viewport globals). A story pins one with
 * `globals: { viewport: { value: 'mobile' } }`; the test-runner's screenshots and Chromatic
 * use the same size.
 */
export const viewports = {
  mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

interface Mode {
  locale: Locale;
  theme: ThemeName;
}

/**
 * Chromatic's modes, declared once and applied to every story (preview.tsx): the four locales in
 * the light theme, and Persian in the dark theme. Each mode is a set of globals, the same the
 * toolbar sets. The light modes are also the locales the local test-runner compares (it reads
 * them from the story's parameters), in this order: English first, the plays' language.
 */
export const modes = {
  'en light': { locale: 'en', theme: 'light' },
  'es light': { locale: 'es', theme: 'light' },
  'fa light': { locale: 'fa', theme: 'light' },
  'ar light': { locale: 'ar', theme: 'light' },
  'fa dark': { locale: 'fa', theme: 'dark' },
} as const satisfies Record<string, Mode>;

/** The locales the review grid shows side by side: the light modes'. */
export const reviewLocales: Locale[] = Object.values(modes)
  .filter((mode) => mode.theme === 'light')
  .map((mode) => mode.locale);
