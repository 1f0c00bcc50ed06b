import { expect } from 'storybook/test';
import { interactiveStates } from './StateGrid';

/**
 * A StateGrid's play: a cell for every state the grid shows, each with a control, and every
 * disabled cell's field (or else its button) disabled. Whether the addon forced the other
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
  for (const cell of canvasElement.querySelectorAll('[data-state="disabled"]')) {
    await expect(cell.querySelector('input') ?? cell.querySelector('button')).toBeDisabled();
  }
}
