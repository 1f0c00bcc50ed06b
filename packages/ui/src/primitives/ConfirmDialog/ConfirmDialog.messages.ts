import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'confirmDialog.title', defaultMessage: 'Please confirm' },
  confirm: { id: 'confirmDialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'confirmDialog.cancel', defaultMessage: 'Cancel' },
});
