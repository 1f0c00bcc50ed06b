import { defineMessages } from 'react-intl';

/**
 * What the app itself says on every screen, signed out too: outcomes of calls and answers to
 * controls that do nothing yet. What only the signed-in screens say is in
 * app.signedIn.messages.ts, out of the entry (its Persian messages with it).
 */
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
  passwordChanged: {
    id: 'app.passwordChanged',
    defaultMessage: 'Your password was changed. Log in with the new one.',
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
  unknownError: { id: 'app.unknownError', defaultMessage: 'An unknown error occurred.' },
});
