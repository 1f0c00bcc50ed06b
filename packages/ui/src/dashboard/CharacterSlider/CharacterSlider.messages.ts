import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'characterSlider.title', defaultMessage: 'My characters' },
  viewAll: { id: 'characterSlider.viewAll', defaultMessage: 'View all' },
  perDay: {
    id: 'characterSlider.perDay',
    defaultMessage: 'per day',
    description: 'After a daily income amount',
  },
  empty: {
    id: 'characterSlider.empty',
    defaultMessage: 'You have no characters yet. Buy one in the marketplace.',
  },
});
