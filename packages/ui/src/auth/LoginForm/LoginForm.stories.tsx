import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authScreenMeta } from '../AuthLayout/AuthLayout.play';
import { LoginForm } from './LoginForm';

const longEmail = 'sara.ahmadi.the.very.first.investor.of.izi@mail.example-company.com';
const longUsername = 'sara_ahmadi_the_legendary_character_collector_2025';

const meta = {
  title: 'Auth/LoginForm',
  ...authScreenMeta(LoginForm, {
    onSubmit: fn(),
    onForgotPassword: fn(),
    onGoogleSignIn: fn(),
    onSwitchToSignup: fn(),
  }),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every way out of the login screen calls its own callback; none of them submits. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSwitchToSignup).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email or username' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Filled: Story = {
  args: { defaultValues: { username: 'sara.ahmadi', password: 'secret-42' } },
};

/** Nothing typed: the message appears, both fields are marked, focus goes to the first. */
export const NothingFilled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = canvas.getByRole('textbox', { name: 'Email or username' });
    await expect(username).toBeInvalid();
    await expect(canvas.getByLabelText('Password')).toBeInvalid();
    await expect(username).toHaveAccessibleDescription('Please fill in all fields.');
    await waitFor(() => expect(username).toHaveFocus());
  },
};

/** Spaces alone are no username; the password typed is kept. */
export const MissingUsername: Story = {
  play: async ({ canvas, args }) => {
    const username = canvas.getByRole('textbox', { name: 'Email or username' });
    const password = canvas.getByLabelText('Password');
    await userEvent.type(username, '   ');
    await userEvent.type(password, 'secret-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(username).toBeInvalid();
    await expect(password).toBeValid();
    await expect(password).toHaveValue('secret-42');
    await waitFor(() => expect(username).toHaveFocus());
  },
};

/** Enter in a field submits too; focus goes to the empty password, the username is kept. */
export const MissingPassword: Story = {
  play: async ({ canvas, args }) => {
    const username = canvas.getByRole('textbox', { name: 'Email or username' });
    await userEvent.type(username, 'sara.ahmadi{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(username).toHaveValue('sara.ahmadi');
    await expect(username).toBeValid();
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
  },
};

/** Valid values reach onSubmit exactly: the username without surrounding spaces. */
export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email or username' }),
      ' sara.ahmadi ',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'sara.ahmadi',
      password: 'secret-42',
    });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A fixed mistake clears the message on the next submit. */
export const FixedAfterError: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-42');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email or username' }), 'sara');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'sara', password: 'secret-42' });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('textbox', { name: 'Email or username' })).toBeValid();
  },
};

/** The call is running: the button is busy and ignores clicks, the fields keep their values. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: { username: 'sara.ahmadi', password: 'secret-42' } },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /Log in/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email or username' })).toHaveValue(
      'sara.ahmadi',
    );
  },
};

/**
 * The person chose another screen whose code is still on its way: the card is dimmed and busy,
 * and its fields take no focus, so nothing is typed into a form that is about to go.
 */
export const Leaving: Story = {
  args: { leaving: true, defaultValues: { username: 'sara.ahmadi' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Log in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const username = canvas.getByRole('textbox', { name: 'Email or username' });
    username.focus();
    await expect(username).not.toHaveFocus();
    await expect(username).toHaveValue('sara.ahmadi');
  },
};

export const ServerError: Story = {
  args: {
    error: 'Invalid username or password.',
    defaultValues: { username: 'sara.ahmadi', password: 'wrong-password' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Login failed: Invalid username or password.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email or username' })).toHaveValue(
      'sara.ahmadi',
    );
  },
};

/** A failure the server gave no reason for. */
export const ServerErrorWithoutMessage: Story = {
  args: { error: '', defaultValues: { username: 'sara.ahmadi', password: 'secret-42' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Login failed: An unknown error occurred.',
    );
  },
};

export const LongEmail: Story = {
  args: { defaultValues: { username: longEmail, password: 'secret-42' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email or username' })).toHaveValue(longEmail);
  },
};

export const LongUsername: Story = {
  args: {
    defaultValues: { username: longUsername, password: 'secret-42' },
    error: `No account is named ${longUsername}.`,
  },
};
