import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authScreenMeta } from '../AuthLayout/AuthLayout.play';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Auth/ResetPasswordForm',
  ...authScreenMeta(ResetPasswordForm, {
    email: 'sara@example.com',
    onSubmit: fn(),
    onResendCode: fn(),
    onBackToLogin: fn(),
  }),
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: (role: 'textbox', options: object) => HTMLElement };
const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Reset code' });

/** Just after "Send code": where the code went, the three fields, and the way back. */
export const Sent: Story = {
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent(
      'If sara@example.com has an account, we sent it a 6-digit code.',
    );
    await expect(codeField(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

/** Valid values go out with the address; the confirmation stays here. */
export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), 'Code: 123 456');
    await expect(codeField(canvas)).toHaveValue('123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'second password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'second password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'sara@example.com',
      code: '123456',
      password: 'second password',
    });
  },
};

/** A short code is refused here, and the code field gets the focus. */
export const InvalidCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please enter the 6-digit code from the email.',
    );
    await expect(codeField(canvas)).toBeInvalid();
    await waitFor(() => expect(codeField(canvas)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The confirmation differs: said, and the confirmation gets the focus. */
export const PasswordsDontMatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'second password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'second passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent("Passwords don't match.");
    const confirm = canvas.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No new password: said before the confirmation is looked at. */
export const MissingPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a new password.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the code. */
export const WrongCode: Story = {
  args: { defaultCode: '123456', error: 'Invalid or expired reset code.' },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The password was not changed: Invalid or expired reset code.',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultCode: '123456' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /Change password/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new code was asked for and sent. */
export const ResendSent: Story = {
  args: { resend: { status: 'sent' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a new code.');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** Asking for a new code failed without a reason. */
export const ResendFailed: Story = {
  args: { resend: { status: 'failed', message: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No new code was sent: An unknown error occurred.',
    );
  },
};
