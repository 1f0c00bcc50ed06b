import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'googleButton.label',
    defaultMessage: 'Continue with Google',
    description: 'Signs in or up with a Google account; keep "Google" in Latin letters',
  },
});
