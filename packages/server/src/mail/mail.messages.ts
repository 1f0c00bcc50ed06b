import { defineMessages } from '@formatjs/intl';

/**
 * The mails the server sends, translated in the shared catalogs (locales/messages). Each mail is
 * its subject and paragraphs; the code and the minutes arrive formatted.
 */
export const mailMessages = defineMessages({
  greeting: { id: 'mail.server.greeting', defaultMessage: 'Hello,' },
  signature: { id: 'mail.server.signature', defaultMessage: 'The izi team' },
  verificationSubject: {
    id: 'mail.server.verificationSubject',
    defaultMessage: 'Your izi verification code',
  },
  verificationBody: {
    id: 'mail.server.verificationBody',
    defaultMessage: 'Enter this code to verify your email. It is valid for {minutes} minutes:',
  },
  verificationIgnore: {
    id: 'mail.server.verificationIgnore',
    defaultMessage: 'If you did not sign up for izi, you can ignore this email.',
  },
  resetSubject: { id: 'mail.server.resetSubject', defaultMessage: 'Reset your izi password' },
  resetBody: {
    id: 'mail.server.resetBody',
    defaultMessage:
      'Enter this code to choose a new password for your izi account. It is valid for {minutes} minutes:',
  },
  resetIgnore: {
    id: 'mail.server.resetIgnore',
    defaultMessage:
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  },
  changedSubject: {
    id: 'mail.server.changedSubject',
    defaultMessage: 'Your izi password was changed',
  },
  changedBody: {
    id: 'mail.server.changedBody',
    defaultMessage:
      'The password of your izi account was changed, and every device that was logged in was logged out.',
  },
  changedNotYou: {
    id: 'mail.server.changedNotYou',
    defaultMessage:
      'If you did not change it, choose a new one now with "Forgot password?" on the login screen.',
  },
});
