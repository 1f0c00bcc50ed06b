import { useIntl } from 'react-intl';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import {
  AuthDivider,
  AuthForm,
  AuthLayout,
  AuthSwitch,
  usernameInputProps,
  type AuthScreenProps,
} from '../AuthLayout';
import { endRow, linkButton } from '../AuthLayout/AuthLayout.css';
import { failureMessage, useFormFields } from '../FormAlert';
import { GoogleButton } from '../GoogleButton';
import { messages } from './LoginForm.messages';

/** What a login sends (the contract's LoginRequest). */
export interface LoginFormValues {
  username: string;
  password: string;
}
export type LoginField = keyof LoginFormValues;

export type LoginValidation =
  | { ok: true; values: LoginFormValues }
  | { ok: false; error: 'fillAllFields'; fields: LoginField[] };

/**
 * Both fields are required. A field of spaces only counts as empty; the username is
 * sent without surrounding spaces, the password exactly as typed.
 */
export function validateLogin(values: LoginFormValues): LoginValidation {
  const missing = (['username', 'password'] as const).filter((field) => !values[field].trim());
  if (missing.length > 0) return { ok: false, error: 'fillAllFields', fields: missing };
  return { ok: true, values: { username: values.username.trim(), password: values.password } };
}

export interface LoginFormProps extends AuthScreenProps {
  /** Called with valid values only. */
  onSubmit: (values: LoginFormValues) => void;
  onForgotPassword: () => void;
  /** Google sign-in is not built yet: the app answers with a "not available yet" notice. */
  onGoogleSignIn: () => void;
  onSwitchToSignup: () => void;
  /** The login call is running: the button is busy, the fields keep what was typed. */
  submitting?: boolean;
  /**
   * The server's reason for the last failure, shown as "Login failed: {message}"; an empty
   * string stands for a failure without a reason. Leave undefined when there is none.
   */
  error?: string;
  /** What the fields start with (e.g. the username typed before a detour). */
  defaultValues?: Partial<LoginFormValues>;
}

/** The login screen: email-or-username and password, and the other ways in and out. */
export function LoginForm({
  onSubmit,
  onForgotPassword,
  onGoogleSignIn,
  onSwitchToSignup,
  submitting = false,
  error,
  defaultValues,
  ...screen
}: LoginFormProps) {
  const intl = useIntl();
  const { alertId, fieldProps, refused, submit } = useFormFields(
    { username: defaultValues?.username ?? '', password: defaultValues?.password ?? '' },
    validateLogin,
    onSubmit,
  );

  const message = refused
    ? intl.formatMessage(messages[refused])
    : failureMessage(intl, messages, error);

  return (
    <AuthLayout
      {...screen}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={
        <AuthSwitch
          prompt={intl.formatMessage(messages.noAccount)}
          action={intl.formatMessage(messages.signUp)}
          onClick={onSwitchToSignup}
        />
      }
    >
      <AuthForm
        onSubmit={submit}
        alertId={alertId}
        message={message}
        submitLabel={intl.formatMessage(messages.submit)}
        submitting={submitting}
      >
        <TextField
          {...fieldProps('username')}
          label={intl.formatMessage(messages.username)}
          {...usernameInputProps}
        />
        <PasswordField
          {...fieldProps('password')}
          label={intl.formatMessage(messages.password)}
          autoComplete="current-password"
        />
        <div className={endRow}>
          <button type="button" className={linkButton} onClick={onForgotPassword}>
            {intl.formatMessage(messages.forgotPassword)}
          </button>
        </div>
      </AuthForm>
      <AuthDivider />
      <GoogleButton onClick={onGoogleSignIn} />
    </AuthLayout>
  );
}
