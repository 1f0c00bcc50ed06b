import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import {
  AuthDivider,
  AuthLayout,
  AuthSwitch,
  usernameInputProps,
  type AuthScreenProps,
} from '../AuthLayout';
import { endRow, fields, linkButton } from '../AuthLayout/AuthLayout.css';
import {
  FormAlert,
  failureMessage,
  fieldOf,
  useFocusAfterRender,
  useFormFields,
} from '../FormAlert';
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
  locale,
  onLocaleChange,
  submitting = false,
  error,
  defaultValues,
  focusTitle,
}: LoginFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const { values, fieldProps } = useFormFields<LoginFormValues>({
    username: defaultValues?.username ?? '',
    password: defaultValues?.password ?? '',
  });
  const [invalid, setInvalid] = useState<LoginField[] | null>(null);
  const focusAfterRender = useFocusAfterRender();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const result = validateLogin(values);
    if (!result.ok) {
      setInvalid(result.fields);
      const first = result.fields[0];
      if (first) focusAfterRender(() => fieldOf(form, first));
      return;
    }
    setInvalid(null);
    onSubmit(result.values);
  };

  const message = invalid
    ? intl.formatMessage(messages.fillAllFields)
    : failureMessage(intl, messages, error);

  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      locale={locale}
      onLocaleChange={onLocaleChange}
      focusTitle={focusTitle}
      footer={
        <AuthSwitch
          prompt={intl.formatMessage(messages.noAccount)}
          action={intl.formatMessage(messages.signUp)}
          onClick={onSwitchToSignup}
        />
      }
    >
      <form noValidate onSubmit={handleSubmit}>
        <FormAlert id={alertId} message={message} />
        <div className={fields}>
          <TextField
            {...fieldProps('username', invalid ?? undefined, alertId)}
            label={intl.formatMessage(messages.username)}
            {...usernameInputProps}
          />
          <PasswordField
            {...fieldProps('password', invalid ?? undefined, alertId)}
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
          />
          <div className={endRow}>
            <button type="button" className={linkButton} onClick={onForgotPassword}>
              {intl.formatMessage(messages.forgotPassword)}
            </button>
          </div>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      </form>
      <AuthDivider />
      <GoogleButton onClick={onGoogleSignIn} />
    </AuthLayout>
  );
}
