import { expect } from 'storybook/test';
import { interactiveStates } from './StateGrid';

/**
 * A StateGrid's play: a cell for every state the grid shows, each with a control, and every
 * control of a disabled cell disabled. Whether the addon forced the other
 * states cannot be seen here: it applies them once the story has rendered, after its play (the
 * Storybook checks look at the rendered story instead).
 */
export async function expectStatesShown(canvasElement: HTMLElement) {
  const shown = interactiveStates.filter((state) =>
    canvasElement.querySelector(`[data-state="${state}"]`),
  );
  await expect(shown.length).toBeGreaterThanOrEqual(4);
  for (const cell of canvasElement.querySelectorAll('[data-state]')) {
    await expect(cell.querySelector('button, input')).not.toBeNull();
  }
  // Everything in a disabled cell is disabled (a field's own buttons too), and a field says so
  // with its look: the pointer over its frame is refused.
  for (const cell of canvasElement.querySelectorAll('[data-state="disabled"]')) {
    for (const control of cell.querySelectorAll('button, input')) {
      await expect(control).toBeDisabled();
    }
    for (const input of cell.querySelectorAll('input')) {
      await expect(getComputedStyle(input.parentElement ?? input).cursor).toBe('not-allowed');
    }
  }
}
