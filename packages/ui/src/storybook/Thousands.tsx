/**
 * For the `Thousands` stories: a scrolling box of a fixed height for long lists, a play helper
 * that scrolls a list to its end (rendering more as it goes) until its last item is there, and
 * the axe settings for a story that does. Imported by stories only.
 */
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import * as styles from './Thousands.css';

function ScrollBox({ children }: { children: ReactNode }) {
  return (
    // The box scrolls, so it takes the focus to be scrolled with the keyboard.
    <div
      className={styles.scrollBox}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}

/** The story inside a box 40rem high that scrolls. */
export const inScrollBox: Decorator = (Story) => (
  <ScrollBox>
    <Story />
  </ScrollBox>
);

/**
 * For a `Thousands` story whose play renders every item: axe without its contrast rule. The
 * items' colours are those of the list's other stories, where contrast is checked in every
 * locale; over a thousand rendered items the rule is most of axe's time in each locale.
 */
export const withoutContrastCheck = {
  a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
};

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 16)));

/**
 * Scrolls `list`'s last rendered item (or its marker) into view and every box around it to its
 * end, again and again as more render, until `last()`
 * finds the item it looks for; then scrolls every box back to the start (the screenshot's view)
 * and returns that item. Fails after `timeoutMs`.
 */
export async function scrollToLast<T extends Element>(
  list: Element,
  last: () => T | null,
  timeoutMs = 60_000,
): Promise<T> {
  const started = performance.now();
  const scrolled = new Set<Element>();
  for (;;) {
    // `last()` may walk the whole list (a query by text): it is asked only once the list's final
    // rendered item says it is the last of the set, not on every step of the way there.
    const end = list.lastElementChild;
    const complete = end?.getAttribute('aria-posinset') === end?.getAttribute('aria-setsize');
    const found = complete ? last() : null;
    if (found) {
      found.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      await frame();
      for (const box of scrolled) box.scrollTo({ top: 0, left: 0 });
      window.scrollTo({ top: 0, left: 0 });
      return found;
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`the last item never rendered (${list.children.length} items rendered)`);
    }
    end?.scrollIntoView({ block: 'end', inline: 'end' });
    // Then every box that scrolls down, to its very end: the marker after the list shows.
    for (let box = list as Element | null; box; box = box.parentElement) {
      if (box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth)
        scrolled.add(box);
      if (box.scrollHeight > box.clientHeight) box.scrollTop = box.scrollHeight;
    }
    await frame();
  }
}
