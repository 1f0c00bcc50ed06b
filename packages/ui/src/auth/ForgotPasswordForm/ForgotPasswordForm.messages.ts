import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  description: None;
  email: None;
  submit: None;
  backToLogin: None;
  emailRequired: None;
  failed: { message: MessageValue };
  unknownError: None;
}>({
  title: { id: 'forgotPasswordForm.title', defaultMessage: 'Reset your password' },
  description: {
    id: 'forgotPasswordForm.codeDescription',
    defaultMessage:
      "Enter the email you signed up with and we'll send you a code to reset your password.",
  },
  email: { id: 'forgotPasswordForm.email', defaultMessage: 'Email' },
  submit: { id: 'forgotPasswordForm.sendCode', defaultMessage: 'Send code' },
  backToLogin: { id: 'forgotPasswordForm.backToLogin', defaultMessage: 'Back to login' },
  emailRequired: {
    id: 'forgotPasswordForm.emailRequired',
    defaultMessage: 'Please enter your email address.',
  },
  failed: {
    id: 'forgotPasswordForm.failed',
    defaultMessage: 'No code was sent: {message}',
    description: "{message} is the server's reason, in the server's words",
  },
  unknownError: {
    id: 'forgotPasswordForm.unknownError',
    defaultMessage: 'An unknown error occurred.',
    description: 'The reason no code was sent when the server gave none',
  },
});
