import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authScreenMeta, expectBackToLogin } from '../AuthLayout/AuthLayout.play';
import { VerifyEmailForm } from './VerifyEmailForm';

const longEmail = 'sara.ahmadi.the.very.first.investor.of.izi@mail.example-company.com';
const longUsername = 'sara_ahmadi_the_legendary_character_collector_2025';

const meta = {
  title: 'Auth/VerifyEmailForm',
  ...authScreenMeta(VerifyEmailForm, {
    email: 'sara@example.com',
    onSubmit: fn(),
    onResendCode: fn(),
    onBackToLogin: fn(),
  }),
} satisfies Meta<typeof VerifyEmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvas: { getByRole: (role: 'textbox', options: object) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Verification code' });

/** Resend and back to login call their callbacks (the app answers resend honestly). */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResendCode).toHaveBeenCalledTimes(1);
    await expectBackToLogin(canvas, args);
  },
};

/** It names the address the code went to; the code field asks for a one-time numeric code. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeVisible();
    await expect(
      canvas.getByText((_, element) =>
        Boolean(
          element?.tagName === 'P' &&
          element.textContent === 'We sent a 6-digit code to sara@example.com. Enter it below.',
        ),
      ),
    ).toBeVisible();
    const code = codeField(canvas);
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: /Language/ })).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultCode: '482913' } };

/** Typing keeps digits only, at most six. */
export const TypingKeepsDigits: Story = {
  play: async ({ canvas }) => {
    const code = codeField(canvas);
    await userEvent.type(code, '4a8-2 9x1356789');
    await expect(code).toHaveValue('482913');
  },
};

/** Pasting keeps digits only, at most six. */
export const PasteKeepsDigits: Story = {
  play: async ({ canvas }) => {
    const code = codeField(canvas);
    await userEvent.click(code);
    await userEvent.paste('Your code: 654 - 321 (valid 10 min)');
    await expect(code).toHaveValue('654321');
  },
};

/** Persian and Arabic-Indic digits are digits: they become 0-9. */
export const NativeDigits: Story = {
  play: async ({ canvas }) => {
    const code = codeField(canvas);
    await userEvent.click(code);
    await userEvent.paste('۴۸۲٩١٣');
    await expect(code).toHaveValue('482913');
  },
};

/** Fewer than six digits: the message, the field marked and focused. */
export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    const code = codeField(canvas);
    await userEvent.type(code, '4829');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit code.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(code).toBeInvalid();
    await expect(code).toHaveValue('4829');
    await waitFor(() => expect(code).toHaveFocus());
  },
};

/** No email to verify: the same message, and focus on it (no field can fix it). */
export const NoEmail: Story = {
  args: { email: '', defaultCode: '482913' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Enter the 6-digit code we sent to your email.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please enter a valid 6-digit code.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(codeField(canvas)).toBeValid();
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(codeField(canvas), '482913{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'sara@example.com',
      code: '482913',
    });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultCode: '482913' },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /Verify/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(codeField(canvas)).toHaveValue('482913');
  },
};

/** The server's message, as given. */
export const ServerError: Story = {
  args: { defaultCode: '482913', error: 'Invalid or expired verification code.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid or expired verification code.',
    );
  },
};

/** A failure without a message. */
export const UnknownError: Story = {
  args: { defaultCode: '482913', error: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An unknown error occurred.');
  },
};

export const LongEmail: Story = { args: { email: longEmail } };

/** After a login refusal the address may be the username that was typed. */
export const LongUsername: Story = { args: { email: longUsername } };

/** Without onBackToLogin there is no way back shown. */
export const WithoutBackLink: Story = {
  args: { onBackToLogin: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back to login' })).toBeNull();
  },
};

/** Asking for a new code is under way: the control says so and does not ask twice. */
export const Resending: Story = {
  args: { resend: { status: 'sending' } },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    await expect(resend).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(resend);
    await expect(args.onResendCode).not.toHaveBeenCalled();
  },
};

/** A new code was sent: said in the status region, and the earlier code no longer works. */
export const ResendSent: Story = {
  args: { resend: { status: 'sent' } },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a new code. It may take a minute to arrive; the earlier code no longer works.',
    );
  },
};

/** The server refused a new code: its reason is said, and the person may ask again. */
export const ResendFailed: Story = {
  args: {
    resend: {
      status: 'failed',
      message: 'Too many codes were asked for from this address. Try again in 42 minutes.',
    },
  },
  parameters: { screenshot: { disable: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No new code was sent: Too many codes were asked for from this address. Try again in 42 minutes.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResendCode).toHaveBeenCalledTimes(1);
  },
};
