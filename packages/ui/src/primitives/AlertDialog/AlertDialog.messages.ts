import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  ok: { id: 'alertDialog.ok', defaultMessage: 'OK', description: 'Dismisses a notice' },
  infoTitle: { id: 'alertDialog.infoTitle', defaultMessage: 'Notice' },
  successTitle: { id: 'alertDialog.successTitle', defaultMessage: 'Done' },
  errorTitle: { id: 'alertDialog.errorTitle', defaultMessage: 'Something went wrong' },
});
