import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ label: { level: string; max: string } }>({
  label: {
    id: 'stars.label',
    defaultMessage: '{level} of {max} stars',
    description: 'Accessible name of a star rating: the level out of the maximum',
  },
});
