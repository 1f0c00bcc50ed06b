import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ message: { count: number; n: string } }>({
  message: {
    id: 'skippedItems.message',
    defaultMessage:
      '{count, plural, one {{n} item could not be shown.} other {{n} items could not be shown.}}',
    description:
      'Under a list: how many of its items the server sent in a form the app could not read (n is the formatted count)',
  },
});
