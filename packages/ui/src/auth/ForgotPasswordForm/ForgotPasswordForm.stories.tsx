import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authScreenMeta, expectBackToLogin } from '../AuthLayout/AuthLayout.play';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const longEmail = 'sara.ahmadi.the.very.first.investor.of.izi@mail.example-company.com';

const meta = {
  title: 'Auth/ForgotPasswordForm',
  ...authScreenMeta(ForgotPasswordForm, { onSubmit: fn(), onBackToLogin: fn() }),
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expectBackToLogin(canvas, args);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultEmail: 'sara@example.com' } };

export const MissingEmail: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, '  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(email).toBeInvalid();
    await waitFor(() => expect(email).toHaveFocus());
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'sara@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'sara@example.com' });
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultEmail: 'sara@example.com' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /Send code/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongEmail: Story = { args: { defaultEmail: longEmail } };

/** The server refused (too many codes asked for from this address). */
export const Refused: Story = {
  args: {
    defaultEmail: 'sara@example.com',
    error: 'Too many codes were asked for from this address. Try again in 42 minutes.',
  },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No code was sent: Too many codes were asked for from this address.',
    );
  },
};
