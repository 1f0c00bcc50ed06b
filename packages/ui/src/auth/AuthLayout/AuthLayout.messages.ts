import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  brand: {
    id: 'authLayout.brand',
    defaultMessage: 'izi',
    description: 'The product name in the brand mark; stays Latin in every language',
  },
  or: {
    id: 'authLayout.or',
    defaultMessage: 'or',
    description: 'Between the form and the Google button: sign in one way or the other',
  },
});
