import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  show: { id: 'passwordField.show', defaultMessage: 'Show password' },
  hide: { id: 'passwordField.hide', defaultMessage: 'Hide password' },
});
