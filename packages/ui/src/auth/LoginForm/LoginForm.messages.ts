import { defineMessages, type MessageValue } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: None;
  description: None;
  username: None;
  password: None;
  forgotPassword: None;
  submit: None;
  noAccount: None;
  signUp: None;
  fillAllFields: None;
  failed: { message: MessageValue };
  unknownError: None;
}>({
  title: { id: 'loginForm.title', defaultMessage: 'Log in' },
  description: { id: 'loginForm.description', defaultMessage: 'Welcome back to izi.' },
  username: { id: 'loginForm.username', defaultMessage: 'Email or username' },
  password: { id: 'loginForm.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'loginForm.forgotPassword', defaultMessage: 'Forgot password?' },
  submit: { id: 'loginForm.submit', defaultMessage: 'Log in' },
  noAccount: { id: 'loginForm.noAccount', defaultMessage: "Don't have an account?" },
  signUp: {
    id: 'loginForm.signUp',
    defaultMessage: 'Sign up',
    description: 'Switches to the signup screen',
  },
  fillAllFields: { id: 'loginForm.fillAllFields', defaultMessage: 'Please fill in all fields.' },
  failed: {
    id: 'loginForm.failed',
    defaultMessage: 'Login failed: {message}',
    description: "{message} is the server's reason, in the server's words",
  },
  unknownError: {
    id: 'loginForm.unknownError',
    defaultMessage: 'An unknown error occurred.',
    description: 'The reason a login failed when the server gave none',
  },
});
