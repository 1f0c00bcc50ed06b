import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  region: {
    id: 'statusNotices.region',
    defaultMessage: 'Notifications',
    description:
      'Names the corner where short confirmations appear for a few seconds (e.g. "… is in your cart.")',
  },
  close: {
    id: 'statusNotices.close',
    defaultMessage: 'Close notification',
    description: 'Closes one short confirmation before it goes by itself',
  },
});
