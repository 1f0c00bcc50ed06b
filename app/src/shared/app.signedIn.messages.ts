import { defineMessages } from 'react-intl';

/** What the app itself says on the signed-in screens only (they are a chunk of their own). */
export const signedInAppMessages = defineMessages({
  logoutEverywhereFailed: {
    id: 'app.logoutEverywhereFailed',
    defaultMessage:
      'You are logged out on this device, but logging out on your other devices failed. Log in and try again.',
    description:
      'Notice after "Log out on every device" when the server could not be reached or refused',
  },
  operatorsOnly: {
    id: 'app.operatorsOnly',
    defaultMessage: 'The operator console is for operators only.',
    description:
      'Notice when a person without the operator role opens the console by its address; the dashboard is shown instead',
  },
  sellConfirm: {
    id: 'app.sellConfirm',
    defaultMessage: 'Are you sure you want to sell this character?',
  },
  sold: { id: 'app.sold', defaultMessage: 'Character sold successfully!' },
  userLabel: {
    id: 'app.userLabel',
    defaultMessage: 'izi player',
    description: 'The hard-coded user label of the welcome card (no user entity is fetched)',
  },
});

export const sellFailed = defineMessages<{ sellFailed: { message: string } }>({
  sellFailed: {
    id: 'app.sellFailed',
    defaultMessage: 'Failed to sell character: {message}',
  },
}).sellFailed;

export const unknownSellError = defineMessages({
  unknown: { id: 'app.unknownSellError', defaultMessage: 'Unknown error' },
}).unknown;
