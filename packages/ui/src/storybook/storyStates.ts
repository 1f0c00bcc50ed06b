import { expect, type within } from 'storybook/test';

/** What many stories share: a phone-sized screen, and the play of a loading state. */

/** The globals of a story drawn on a phone-sized screen. */
export const onPhone = { viewport: { value: 'mobile', isRotated: false } };

/** A loading story's play: screen readers hear "Loading…". */
export async function playLoading({ canvas }: { canvas: ReturnType<typeof within> }) {
  await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
}
