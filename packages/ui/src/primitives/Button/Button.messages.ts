import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'button.loading',
    defaultMessage: 'Loading',
    description: 'Announced after a button label while its action is in progress',
  },
});
