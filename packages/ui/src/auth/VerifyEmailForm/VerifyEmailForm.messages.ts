import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  sentTo: { email: MessageValue };
  sentToUnknown: None;
  code: None;
  submit: None;
  backToLogin: None;
  invalidCode: None;
  unknownError: None;
}>({
  title: { id: 'verifyEmailForm.title', defaultMessage: 'Verify your email' },
  sentTo: {
    id: 'verifyEmailForm.sentTo',
    defaultMessage: 'We sent a 6-digit code to {email}. Enter it below.',
    description: '{email} is the address the code went to',
  },
  sentToUnknown: {
    id: 'verifyEmailForm.sentToUnknown',
    defaultMessage: 'Enter the 6-digit code we sent to your email.',
    description: 'The introduction when the address the code went to is not known',
  },
  code: { id: 'verifyEmailForm.code', defaultMessage: 'Verification code' },
  submit: { id: 'verifyEmailForm.submit', defaultMessage: 'Verify' },
  backToLogin: { id: 'verifyEmailForm.backToLogin', defaultMessage: 'Back to login' },
  invalidCode: {
    id: 'verifyEmailForm.invalidCode',
    defaultMessage: 'Please enter a valid 6-digit code.',
  },
  unknownError: {
    id: 'verifyEmailForm.unknownError',
    defaultMessage: 'An unknown error occurred.',
    description: 'Shown when verification failed without a reason',
  },
});
