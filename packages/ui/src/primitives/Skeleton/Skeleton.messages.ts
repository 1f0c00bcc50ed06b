import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'skeleton.loading',
    defaultMessage: 'Loading…',
    description: 'Announced while placeholder shapes stand in for content',
  },
});
