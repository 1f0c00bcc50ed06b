import { expect } from 'storybook/test';

/**
 * A name cut short keeps its beginning: it is longer than its box, and its first letter lies
 * inside that box, so the ellipsis falls at the name's own end whatever the page's direction.
 */
export async function expectBeginningShown(element: HTMLElement) {
  const text = element.firstChild;
  if (!(text instanceof Text)) throw new Error('the name is not a text of its own');
  await expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const first = range.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  await expect(first.left).toBeGreaterThanOrEqual(box.left - 0.5);
  await expect(first.right).toBeLessThanOrEqual(box.right + 0.5);
}
