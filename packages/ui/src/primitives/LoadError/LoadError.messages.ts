import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  message: {
    id: 'loadError.message',
    defaultMessage: 'Could not load this. Check your connection and try again.',
    description:
      'Shown in place of content (a list, balances) that failed to load because the network failed',
  },
  server: {
    id: 'loadError.server',
    defaultMessage: 'The server could not send this right now. Please try again later.',
    description:
      'Shown in place of content that failed to load because the server failed (an HTTP 5xx)',
  },
  unreadable: {
    id: 'loadError.unreadable',
    defaultMessage:
      "The server's answer could not be read. Try again, and contact support if this keeps happening.",
    description:
      'Shown in place of content that failed to load because the answer was not in a form the app can read',
  },
  session: {
    id: 'loadError.session',
    defaultMessage: 'Your session has ended. Please log in again.',
    description: 'Shown in place of content that failed to load because the sign-in expired (401)',
  },
  retry: {
    id: 'loadError.retry',
    defaultMessage: 'Try again',
    description: 'Button that asks for the content that failed to load again',
  },
});
