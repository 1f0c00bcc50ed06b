import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'forgotPasswordForm.title', defaultMessage: 'Reset your password' },
  description: {
    id: 'forgotPasswordForm.description',
    defaultMessage:
      "Enter the email you signed up with and we'll send you a link to reset your password.",
  },
  email: { id: 'forgotPasswordForm.email', defaultMessage: 'Email' },
  submit: { id: 'forgotPasswordForm.submit', defaultMessage: 'Send reset link' },
  backToLogin: { id: 'forgotPasswordForm.backToLogin', defaultMessage: 'Back to login' },
  emailRequired: {
    id: 'forgotPasswordForm.emailRequired',
    defaultMessage: 'Please enter your email address.',
  },
});
