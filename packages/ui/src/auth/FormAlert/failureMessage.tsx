import type { ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

/**
 * The alert's text for a refused call: `failed` ("Login failed: {message}") with the server's
 * reason, or `unknownError` when it gave none (an empty string); null when nothing failed. The
 * reason is isolated (`<bdi>`), as it may be in another direction than the sentence.
 */
export function failureMessage(
  intl: IntlShape,
  texts: { failed: MessageDescriptor; unknownError: MessageDescriptor },
  error: string | undefined,
): ReactNode {
  if (error === undefined) return null;
  return intl.formatMessage(texts.failed, {
    message: <bdi key="message">{error || intl.formatMessage(texts.unknownError)}</bdi>,
  });
}
