import { defineMessages } from 'react-intl';

/** What the app itself says: outcomes of calls and answers to controls that do nothing yet. */
export const appMessages = defineMessages({
  notAvailable: {
    id: 'app.notAvailable',
    defaultMessage: 'This is not available yet.',
    description:
      'Answer to a control the product does not implement yet (Google sign-in, resend code, footer links)',
  },
  googleNotAvailable: {
    id: 'app.googleNotAvailable',
    defaultMessage: 'Google sign-in is not implemented yet.',
  },
  resetLinkSent: {
    id: 'app.resetLinkSent',
    defaultMessage: 'If an account uses that email, a password reset link has been sent to it.',
  },
  verified: {
    id: 'app.verified',
    defaultMessage: 'Account verified successfully! You can now log in.',
  },
  sessionExpired: {
    id: 'app.sessionExpired',
    defaultMessage: 'Your session has expired. Please log in again.',
    description: 'Notice over the login screen when the server no longer accepts the session',
  },
  logoutEverywhereFailed: {
    id: 'app.logoutEverywhereFailed',
    defaultMessage:
      'You are logged out on this device, but logging out on your other devices failed. Log in and try again.',
    description:
      'Notice after "Log out on every device" when the server could not be reached or refused',
  },
  unknownError: { id: 'app.unknownError', defaultMessage: 'An unknown error occurred.' },
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
