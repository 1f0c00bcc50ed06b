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
import { failureMessage, useFormFields } from '../FormAlert';
import { GoogleButton } from '../GoogleButton';
import { messages } from './SignupForm.messages';

/** What a signup sends (the contract's SignupRequest). */
export interface SignupFormValues {
  username: string;
  email: string;
  password: string;
}

/** What the form holds: the request's fields and the confirmation, which stays local. */
export interface SignupFormFields extends SignupFormValues {
  confirmPassword: string;
}
export type SignupField = keyof SignupFormFields;

export type SignupValidation =
  | { ok: true; values: SignupFormValues }
  | { ok: false; error: 'fillAllFields' | 'passwordsDontMatch'; fields: SignupField[] };

/**
 * The checks, in this order:
 * 1. username, email and password are required ("Please fill in all fields."), a field of
 *    spaces only counting as empty: a person who skipped a field hears about that first;
 * 2. the confirmation must equal the password ("Passwords don't match."), an empty
 *    confirmation included.
 * Username and email are sent without surrounding spaces, the password exactly as typed. The
 * email's format is left to the server (its input is of type email, which gives the right
 * keyboard; the spec has no message for a malformed address).
 */
export function validateSignup(values: SignupFormFields): SignupValidation {
  const missing = (['username', 'email', 'password'] as const).filter(
    (field) => !values[field].trim(),
  );
  if (missing.length > 0) return { ok: false, error: 'fillAllFields', fields: missing };
  if (values.password !== values.confirmPassword) {
    return { ok: false, error: 'passwordsDontMatch', fields: ['confirmPassword'] };
  }
  return {
    ok: true,
    values: {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
    },
  };
}

export interface SignupFormProps extends AuthScreenProps {
  /** Called with valid values only (the confirmation is checked here and not sent). */
  onSubmit: (values: SignupFormValues) => void;
  /** Google sign-up is not built yet: the app answers with a "not available yet" notice. */
  onGoogleSignIn: () => void;
  onSwitchToLogin: () => void;
  /** The signup call is running: the button is busy, the fields keep what was typed. */
  submitting?: boolean;
  /**
   * The server's reason for the last failure, shown as "Signup failed: {message}"; an empty
   * string stands for a failure without a reason. Leave undefined when there is none.
   */
  error?: string;
  defaultValues?: Partial<SignupFormFields>;
}

/** The signup screen: username, email, password and its confirmation. */
export function SignupForm({
  onSubmit,
  onGoogleSignIn,
  onSwitchToLogin,
  submitting = false,
  error,
  defaultValues,
  ...screen
}: SignupFormProps) {
  const intl = useIntl();
  // In the order of the form: a refusal focuses the first field it names.
  const { alertId, fieldProps, refused, submit } = useFormFields(
    {
      username: defaultValues?.username ?? '',
      email: defaultValues?.email ?? '',
      password: defaultValues?.password ?? '',
      confirmPassword: defaultValues?.confirmPassword ?? '',
    },
    validateSignup,
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
          prompt={intl.formatMessage(messages.haveAccount)}
          action={intl.formatMessage(messages.logIn)}
          onClick={onSwitchToLogin}
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
        <TextField
          {...fieldProps('email')}
          type="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="email"
          spellCheck={false}
          dir="auto"
        />
        <PasswordField
          {...fieldProps('password')}
          label={intl.formatMessage(messages.password)}
          autoComplete="new-password"
        />
        <PasswordField
          {...fieldProps('confirmPassword')}
          label={intl.formatMessage(messages.confirmPassword)}
          autoComplete="new-password"
        />
      </AuthForm>
      <AuthDivider />
      <GoogleButton onClick={onGoogleSignIn} />
    </AuthLayout>
  );
}
