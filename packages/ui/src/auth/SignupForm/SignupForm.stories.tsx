import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authScreenMeta } from '../AuthLayout/AuthLayout.play';
import { SignupForm } from './SignupForm';

const longEmail = 'sara.ahmadi.the.very.first.investor.of.izi@mail.example-company.com';
const longUsername = 'sara_ahmadi_the_legendary_character_collector_2025';
const filled = {
  username: 'sara.ahmadi',
  email: 'sara@example.com',
  password: 'secret-42',
  confirmPassword: 'secret-42',
};

const meta = {
  title: 'Auth/SignupForm',
  ...authScreenMeta(SignupForm, {
    onSubmit: fn(),
    onGoogleSignIn: fn(),
    onSwitchToLogin: fn(),
  }),
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields in the order a person fills them in. */
function fieldsOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    username: canvas.getByRole('textbox', { name: 'Username' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    password: canvas.getByLabelText('Password'),
    confirmPassword: canvas.getByLabelText('Confirm password'),
    submit: canvas.getByRole('button', { name: 'Sign up' }),
  };
}

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSwitchToLogin).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeVisible();
    const fields = fieldsOf(canvasElement);
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.password).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Filled: Story = { args: { defaultValues: filled } };

export const NothingFilled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.click(fields.submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fields.username).toBeInvalid();
    await expect(fields.email).toBeInvalid();
    await expect(fields.password).toBeInvalid();
    await waitFor(() => expect(fields.username).toHaveFocus());
  },
};

/** A missing email: only that field is marked and focused; everything typed stays. */
export const MissingEmail: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.type(fields.username, 'sara.ahmadi');
    await userEvent.type(fields.password, 'secret-42');
    await userEvent.type(fields.confirmPassword, 'secret-42');
    await userEvent.click(fields.submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fields.email).toBeInvalid();
    await expect(fields.email).toHaveAccessibleDescription('Please fill in all fields.');
    await expect(fields.username).toBeValid();
    await waitFor(() => expect(fields.email).toHaveFocus());
    await expect(fields.username).toHaveValue('sara.ahmadi');
    await expect(fields.password).toHaveValue('secret-42');
  },
};

export const MissingPassword: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.type(fields.username, 'sara.ahmadi');
    await userEvent.type(fields.email, 'sara@example.com');
    await userEvent.click(fields.submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(fields.password).toHaveFocus());
  },
};

/** The confirmation differs: it alone is marked and focused. */
export const PasswordsDontMatch: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.type(fields.username, 'sara.ahmadi');
    await userEvent.type(fields.email, 'sara@example.com');
    await userEvent.type(fields.password, 'secret-42');
    await userEvent.type(fields.confirmPassword, 'secret-24');
    await userEvent.click(fields.submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Passwords don't match.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fields.confirmPassword).toBeInvalid();
    await expect(fields.password).toBeValid();
    await waitFor(() => expect(fields.confirmPassword).toHaveFocus());
    await expect(fields.confirmPassword).toHaveValue('secret-24');
  },
};

/** An empty confirmation does not match either. */
export const MissingConfirmation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.type(fields.username, 'sara.ahmadi');
    await userEvent.type(fields.email, 'sara@example.com');
    await userEvent.type(fields.password, 'secret-42');
    await userEvent.click(fields.submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Passwords don't match.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The order of the checks: a missing field is reported before a mismatch. */
export const MissingFieldBeforeMismatch: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.type(fields.email, 'sara@example.com');
    await userEvent.type(fields.password, 'secret-42');
    await userEvent.type(fields.confirmPassword, 'secret-24');
    await userEvent.click(fields.submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fields.username).toBeInvalid();
    await expect(fields.confirmPassword).toBeValid();
  },
};

/** onSubmit gets username, email and password (trimmed where it may be); no confirmation. */
export const ValidSubmit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const fields = fieldsOf(canvasElement);
    await userEvent.type(fields.username, 'sara.ahmadi ');
    await userEvent.type(fields.email, ' sara@example.com');
    await userEvent.type(fields.password, 'secret-42');
    await userEvent.type(fields.confirmPassword, 'secret-42');
    await userEvent.click(fields.submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'sara.ahmadi',
      email: 'sara@example.com',
      password: 'secret-42',
    });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: filled },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /Sign up/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('sara@example.com');
  },
};

export const ServerError: Story = {
  args: { defaultValues: filled, error: 'Username is already taken.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Signup failed: Username is already taken.',
    );
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: { defaultValues: filled, error: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Signup failed: An unknown error occurred.',
    );
  },
};

export const LongEmail: Story = {
  args: {
    defaultValues: { ...filled, email: longEmail },
    error: `An account already uses ${longEmail}.`,
  },
};

export const LongUsername: Story = {
  args: { defaultValues: { ...filled, username: longUsername } },
};
