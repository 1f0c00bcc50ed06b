import { expect, type within } from 'storybook/test';

/** What many stories share: a screen's size, and the play of a loading state. */

/** The globals of a story drawn on a phone-sized screen. */
export const onPhone = { viewport: { value: 'mobile', isRotated: false } };

/** The globals of a story drawn on a tablet-sized screen (768 px wide). */
export const onTablet = { viewport: { value: 'tablet', isRotated: false } };

/** The globals of a story drawn on a desktop-sized screen (1280 px wide). */
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };

/** A loading story's play: screen readers hear "Loading…". */
export async function playLoading({ canvas }: { canvas: ReturnType<typeof within> }) {
  await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
}
