import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  sentTo: { email: MessageValue };
  code: None;
  password: None;
  confirmPassword: None;
  submit: None;
  backToLogin: None;
  invalidCode: None;
  passwordRequired: None;
  passwordsDontMatch: None;
  failed: { message: MessageValue };
  unknownError: None;
}>({
  title: { id: 'resetPasswordForm.title', defaultMessage: 'Choose a new password' },
  sentTo: {
    id: 'resetPasswordForm.sentTo',
    defaultMessage:
      'If {email} has an account, we sent it a 6-digit code. Enter it and choose a new password.',
    description: '{email} is the address the code went to',
  },
  code: { id: 'resetPasswordForm.code', defaultMessage: 'Reset code' },
  password: { id: 'resetPasswordForm.password', defaultMessage: 'New password' },
  confirmPassword: {
    id: 'resetPasswordForm.confirmPassword',
    defaultMessage: 'Confirm new password',
  },
  submit: { id: 'resetPasswordForm.submit', defaultMessage: 'Change password' },
  backToLogin: { id: 'resetPasswordForm.backToLogin', defaultMessage: 'Back to login' },
  invalidCode: {
    id: 'resetPasswordForm.invalidCode',
    defaultMessage: 'Please enter the 6-digit code from the email.',
  },
  passwordRequired: {
    id: 'resetPasswordForm.passwordRequired',
    defaultMessage: 'Please enter a new password.',
  },
  passwordsDontMatch: {
    id: 'resetPasswordForm.passwordsDontMatch',
    defaultMessage: "Passwords don't match.",
  },
  failed: {
    id: 'resetPasswordForm.failed',
    defaultMessage: 'The password was not changed: {message}',
    description: "{message} is the server's reason, in the server's words",
  },
  unknownError: {
    id: 'resetPasswordForm.unknownError',
    defaultMessage: 'An unknown error occurred.',
    description: 'The reason a reset failed when the server gave none',
  },
});
