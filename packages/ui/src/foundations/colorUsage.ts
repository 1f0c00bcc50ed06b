import type { ThemeTokens } from '../theme/tokens';

export type ColorToken = keyof ThemeTokens['color'];

export interface ColorUsage {
  /** The colours it meets: what it is drawn on, or (for a surface) what is drawn on it. */
  pairs: readonly ColorToken[];
  /**
   * The contrast WCAG asks of it: 4.5 for text (1.4.3), 3 for a control's boundary or a
   * meaningful graphic (1.4.11); none for decoration.
   */
  minimum?: 4.5 | 3;
}

const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
const onSurfaces = (minimum: 4.5 | 3): ColorUsage => ({ pairs: surfaces, minimum });

/**
 * Where each colour is used, so that its contrast is measured against what it meets. Keyed by
 * the theme's own names (a name the theme lacks does not compile); a colour not listed here
 * is measured as a control's colour on the surfaces.
 */
export const colorUsage: Partial<Record<ColorToken, ColorUsage>> = {
  background: { pairs: ['text', 'textMuted'], minimum: 4.5 },
  surface: { pairs: ['text', 'textMuted'], minimum: 4.5 },
  surfaceRaised: { pairs: ['text', 'textMuted'], minimum: 4.5 },
  surfaceSunken: { pairs: ['text', 'textMuted'], minimum: 4.5 },
  border: { pairs: ['surface', 'background'] },
  borderStrong: { pairs: ['surface', 'background'], minimum: 3 },
  text: onSurfaces(4.5),
  textMuted: onSurfaces(4.5),
  textOnPrimary: { pairs: ['primary', 'primaryHover', 'danger', 'dangerHover'], minimum: 4.5 },
  primary: { pairs: ['background', 'surface', 'primarySoft'], minimum: 4.5 },
  primaryHover: { pairs: ['textOnPrimary'], minimum: 4.5 },
  primarySoft: { pairs: ['primary', 'text'], minimum: 4.5 },
  danger: { pairs: ['surface', 'dangerSoft'], minimum: 4.5 },
  dangerHover: { pairs: ['textOnPrimary'], minimum: 4.5 },
  dangerSoft: { pairs: ['danger', 'text'], minimum: 4.5 },
  success: { pairs: ['surface', 'successSoft'], minimum: 4.5 },
  successSoft: { pairs: ['success', 'text'], minimum: 4.5 },
  warning: { pairs: ['surface', 'warningSoft'], minimum: 4.5 },
  warningSoft: { pairs: ['warning', 'text'], minimum: 4.5 },
  focusRing: { pairs: ['background', 'surface'], minimum: 3 },
  star: { pairs: ['surface'], minimum: 3 },
  // An empty star is drawn on cards and dialogs alike: a graphic that carries the level.
  starEmpty: onSurfaces(3),
  iziDol: { pairs: ['surface'], minimum: 4.5 },
  iziDot: { pairs: ['surface'], minimum: 4.5 },
  iziDom: { pairs: ['surface'], minimum: 4.5 },
  overlay: { pairs: [] },
};

/** A colour not in `colorUsage`: a control's colour on the surfaces. */
export const defaultColorUsage = onSurfaces(3);
