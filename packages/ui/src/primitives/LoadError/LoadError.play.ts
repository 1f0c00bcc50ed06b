import { expect, userEvent, type Mock, type within } from 'storybook/test';
import type { LoadErrorReason } from './LoadError';

/** The English text of each reason, as the plays assert it. */
export const loadErrorTexts: Record<LoadErrorReason, string> = {
  network: 'Could not load this. Check your connection and try again.',
  server: 'The server could not send this right now. Please try again later.',
  unreadable:
    "The server's answer could not be read. Try again, and contact support if this keeps happening.",
  session: 'Your session has ended. Please log in again.',
};

/**
 * For the plays of pages that hold a LoadError: it stands there as an alert with its text (the
 * network's by default), and Try again calls `retry`. The page's own checks (no false empty
 * state) stay in its story.
 */
export async function expectLoadErrorThatRetries(
  canvas: ReturnType<typeof within>,
  retry: Mock,
  reason: LoadErrorReason = 'network',
) {
  await expect(canvas.getByRole('alert')).toHaveTextContent(loadErrorTexts[reason]);
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(retry).toHaveBeenCalled();
}
