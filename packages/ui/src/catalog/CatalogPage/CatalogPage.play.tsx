import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';
import { scrollToLast } from '../../storybook/Thousands';

/** For the stories of the catalog pages: what their plays look for, and their shared stories. */

type Canvas = ReturnType<typeof within>;

/** Screenshots wait for the pictures. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) expect(image.complete).toBe(true);
  });
}

/** A paragraph reading `text`, its parts (a search in `<bdi>`) included. */
export const paragraph = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** The cards now listed in the list named `listName`. */
export const cardsIn = (listName: string) => (canvasElement: HTMLElement) => {
  const list = within(canvasElement).queryByRole('list', { name: listName });
  return list ? within(list).getAllByRole('article') : [];
};

/**
 * The stories of a page whose items could not be loaded, for each reason: the error and Try
 * again stand in for the items, never the page's false `emptyText`.
 */
export function loadFailedStories(emptyText: string) {
  const retry = fn();
  const retryServer = fn();
  const retryUnreadable = fn();
  return {
    network: {
      args: { items: undefined, loadError: <LoadError onRetry={retry} /> },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(canvas.queryByText(emptyText)).toBeNull();
        await expect(canvas.queryByRole('status')).toBeNull();
        await expectLoadErrorThatRetries(canvas, retry);
      },
    },
    server: {
      args: { items: undefined, loadError: <LoadError reason="server" onRetry={retryServer} /> },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(canvas.queryByText(emptyText)).toBeNull();
        await expectLoadErrorThatRetries(canvas, retryServer, 'server');
      },
    },
    unreadable: {
      args: {
        items: undefined,
        loadError: <LoadError reason="unreadable" onRetry={retryUnreadable} />,
      },
      play: async ({ canvas }: { canvas: Canvas }) => {
        await expect(canvas.queryByText(emptyText)).toBeNull();
        await expectLoadErrorThatRetries(canvas, retryUnreadable, 'unreadable');
      },
    },
  };
}

/**
 * The play of a page of 2,000 `items` in the list named `listName`: each item says its place of
 * 2,000; scrolling to the end finds the last one; searching for it leaves one, said politely, and
 * clearing the search brings back all.
 */
export function playThousands(listName: string, items: readonly { name: string }[]) {
  return async ({ canvas, canvasElement }: { canvas: Canvas; canvasElement: HTMLElement }) => {
    const list = canvas.getByRole('list', { name: listName });
    const [first] = within(list).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-setsize', '2000');
    await expect(first).toHaveAttribute('aria-posinset', '1');
    const lastName = items[items.length - 1]!.name;
    const last = await scrollToLast(list, () => within(list).queryByText(lastName));
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', '2000');
    await expect(canvas.getByText('Showing 2,000 of 2,000')).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^$/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), lastName);
    await waitFor(() => expect(status).toHaveTextContent(/^1 result$/));
    await expect(canvas.getByText('Showing 1 of 2,000')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(status).toHaveTextContent(/^2,000 results$/));
    await expect(canvas.getByText('Showing 2,000 of 2,000')).toBeVisible();
    await imagesLoaded(canvasElement);
  };
}
