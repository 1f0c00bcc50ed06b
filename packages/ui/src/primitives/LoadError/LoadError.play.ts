import { expect, userEvent, type Mock, type within } from 'storybook/test';

/**
 * For the plays of pages that hold a LoadError: it stands there as an alert with its text, and
 * Try again calls `retry`. The page's own checks (no false empty state) stay in its story.
 */
export async function expectLoadErrorThatRetries(canvas: ReturnType<typeof within>, retry: Mock) {
  await expect(canvas.getByRole('alert')).toHaveTextContent(
    'Could not load this. Check your connection and try again.',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(retry).toHaveBeenCalled();
}
