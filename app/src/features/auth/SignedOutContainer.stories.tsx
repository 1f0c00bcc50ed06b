import { scenario } from '@izi/mocks';
import { useLocale } from '@izi/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAppProviders } from '../../shared/testing/withAppProviders';
import { SignedOutContainer } from './SignedOutContainer';

/** The signed-out screens wired to the mock API: each story is one path a person can take. */
function SignedOutInToolbarLocale({ onLocaleChange }: { onLocaleChange: () => void }) {
  const { locale } = useLocale();
  return <SignedOutContainer locale={locale} onLocaleChange={onLocaleChange} />;
}

const meta = {
  title: 'App/SignedOut',
  component: SignedOutInToolbarLocale,
  decorators: [withAppProviders],
  args: { onLocaleChange: fn() },
  beforeEach: () => {
    localStorage.removeItem('authToken');
    return () => localStorage.removeItem('authToken');
  },
} satisfies Meta<typeof SignedOutInToolbarLocale>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function logIn(canvasElement: HTMLElement, username = 'sara', password = 'secret-42') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email or username'), username);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/**
 * `text` is said in the status corner with no dialog to dismiss; the notice is then closed by its
 * button, so that a screenshot does not depend on its time running out.
 */
async function announced(canvasElement: HTMLElement, text: string) {
  const region = await page(canvasElement).findByRole('status', { name: 'Notifications' });
  await waitFor(() => expect(region).toHaveTextContent(text));
  await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  await userEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
  await expect(region).toBeEmptyDOMElement();
}

export const Login: Story = {};

/** Login success stores the token under `authToken`. */
export const LoginStoresToken: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeTruthy());
  },
};

export const LoginFailed: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('login', 'invalidCredentials')),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Login failed: .+/));
    await expect(canvas.getByLabelText('Email or username')).toHaveValue('sara');
    await expect(localStorage.getItem('authToken')).toBeNull();
  },
};

/** A refusal that asks to verify the email moves to the verify screen with the named email. */
export const LoginNeedsVerification: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('login', 'needsVerification')),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(canvas.getByText(/someone@example\.com/)).toBeVisible();
  },
};

export const GoogleNotImplemented: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Continue with Google' }),
    );
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Google sign-in is not implemented yet.');
  },
};

async function signUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
  await userEvent.type(await canvas.findByLabelText('Username'), 'newcomer');
  await userEvent.type(canvas.getByLabelText('Email'), 'newcomer@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'long-enough-1');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'long-enough-1');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
}

/** Signup success moves to verify with the returned email; verifying returns to login. */
export const SignupThenVerify: Story = {
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await announced(canvasElement, 'Account verified successfully! You can now log in.');
    await expect(await canvas.findByRole('heading', { name: 'Log in' })).toBeVisible();
    // The new username waits at login.
    await expect(canvas.getByLabelText('Email or username')).toHaveValue('newcomer');
  },
};

export const SignupRefused: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('signup', 'failure')),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Signup failed: .+/));
  },
};

export const VerifyWrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('verifyEmail', 'wrongCode')),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Verification code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement());
    await expect(canvas.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  },
};

async function askForResetCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
  await userEvent.type(await canvas.findByLabelText('Email'), 'sara@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
}

/** Forgot password mails a code and leads to the reset screen; a reset leads to login with a notice. */
export const ForgotAndResetPassword: Story = {
  play: async ({ canvasElement }) => {
    await askForResetCode(canvasElement);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(canvasElement).toHaveTextContent('If sara@example.com has an account');
    await userEvent.type(canvas.getByLabelText('Reset code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'second password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'second password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await announced(canvasElement, 'Your password was changed. Log in with the new one.');
    await expect(await canvas.findByRole('heading', { name: 'Log in' })).toBeVisible();
  },
};

/** A wrong reset code is the server's refusal, said in the form; the screen stays. */
export const ResetWrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('resetPassword', 'wrongCode')),
  play: async ({ canvasElement }) => {
    await askForResetCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Reset code'), '123456');
    await userEvent.type(canvas.getByLabelText('New password'), 'second password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'second password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'The password was not changed: Invalid or expired reset code.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('We sent a new code.'),
    );
  },
};

/** Too many codes asked for from this address: the forgot screen says the server's reason. */
export const ForgotRefused: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('forgotPassword', 'tooMany')),
  play: async ({ canvasElement }) => {
    await askForResetCode(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        /^No code was sent: Too many codes were asked for/,
      ),
    );
    await expect(canvas.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  },
};

/** A backend without the call: "not available yet", and the screen stays. */
export const ForgotNotAvailable: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('forgotPassword', 'notAvailable')),
  play: async ({ canvasElement }) => {
    await askForResetCode(canvasElement);
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('This is not available yet.');
  },
};

/**
 * Switching screens moves focus to the new screen's heading (focus would otherwise fall back to
 * the page); the first screen of a visit leaves focus alone.
 */
export const FocusFollowsScreens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log in' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Create an account' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Log in' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Reset your password' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Log in' })).toHaveFocus());
  },
};

/**
 * Login asks to verify first: the verify screen's heading takes focus; back at login, the
 * username typed before is still there.
 */
export const VerifyAndBackKeepsUsername: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('login', 'needsVerification')),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'sara');
    const canvas = within(canvasElement);
    const verifyHeading = await canvas.findByRole('heading', { name: 'Verify your email' });
    await waitFor(() => expect(verifyHeading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Log in' })).toHaveFocus());
    await expect(canvas.getByLabelText('Email or username')).toHaveValue('sara');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/** Resend code asks the server for a new code and says that one was sent. */
export const ResendCode: Story = {
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('We sent a new code.'),
    );
    await expect(canvas.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  },
};

/** Resend refused by the server: its reason is said under the control. */
export const ResendCodeRefused: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('resendCode', 'tooMany')),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(
        /^No new code was sent: Too many codes were asked for/,
      ),
    );
  },
};

/** A backend without resend-code: the app says so honestly. */
export const ResendCodeNotAvailable: Story = {
  beforeEach: ({ msw }) => msw.use(scenario('resendCode', 'notAvailable')),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('This is not available yet.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  },
};
