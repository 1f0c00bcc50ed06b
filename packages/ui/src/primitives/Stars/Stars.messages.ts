import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ label: { level: number; max: number } }>({
  label: {
    id: 'stars.label',
    defaultMessage: '{level, number} of {max, number} stars',
    description: 'Accessible name of a star rating: the level out of the maximum',
  },
});
