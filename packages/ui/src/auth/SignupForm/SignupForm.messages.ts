import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  description: None;
  username: None;
  email: None;
  password: None;
  confirmPassword: None;
  submit: None;
  haveAccount: None;
  logIn: None;
  fillAllFields: None;
  passwordsDontMatch: None;
  failed: { message: MessageValue };
  unknownError: None;
}>({
  title: { id: 'signupForm.title', defaultMessage: 'Create an account' },
  description: {
    id: 'signupForm.description',
    defaultMessage: 'Join izi and put your characters to work.',
  },
  username: { id: 'signupForm.username', defaultMessage: 'Username' },
  email: { id: 'signupForm.email', defaultMessage: 'Email' },
  password: { id: 'signupForm.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'signupForm.confirmPassword', defaultMessage: 'Confirm password' },
  submit: { id: 'signupForm.submit', defaultMessage: 'Sign up' },
  haveAccount: { id: 'signupForm.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: {
    id: 'signupForm.logIn',
    defaultMessage: 'Log in',
    description: 'Switches back to the login screen',
  },
  fillAllFields: { id: 'signupForm.fillAllFields', defaultMessage: 'Please fill in all fields.' },
  passwordsDontMatch: {
    id: 'signupForm.passwordsDontMatch',
    defaultMessage: "Passwords don't match.",
  },
  failed: {
    id: 'signupForm.failed',
    defaultMessage: 'Signup failed: {message}',
    description: "{message} is the server's reason, in the server's words",
  },
  unknownError: {
    id: 'signupForm.unknownError',
    defaultMessage: 'An unknown error occurred.',
    description: 'The reason a signup failed when the server gave none',
  },
});
