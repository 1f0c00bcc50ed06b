import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  message: {
    id: 'loadError.message',
    defaultMessage: 'Could not load this. Check your connection and try again.',
    description: 'Shown in place of content (a list, balances) that failed to load',
  },
  retry: {
    id: 'loadError.retry',
    defaultMessage: 'Try again',
    description: 'Button that asks for the content that failed to load again',
  },
});
