import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notAvailable: {
    id: 'listStates.notAvailable',
    defaultMessage: 'This is not available yet.',
    description: 'Stands in for a list the server does not offer (yet)',
  },
});
