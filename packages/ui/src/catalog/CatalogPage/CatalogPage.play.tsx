import { expect, fn, waitFor, within } from 'storybook/test';
import { LoadError } from '../../primitives/LoadError';
import { expectLoadErrorThatRetries } from '../../primitives/LoadError/LoadError.play';

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
