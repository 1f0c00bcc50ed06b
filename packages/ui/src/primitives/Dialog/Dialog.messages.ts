import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'dialog.close', defaultMessage: 'Close', description: 'Closes a dialog' },
});
