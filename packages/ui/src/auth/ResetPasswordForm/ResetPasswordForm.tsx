import { useIntl } from 'react-intl';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { AuthBackLink, AuthForm, AuthLayout, type AuthScreenProps } from '../AuthLayout';
import { failureMessage, useFormFields } from '../FormAlert';
import { ResendCode, type ResendState } from '../ResendCode';
import * as codeStyles from '../VerifyEmailForm/VerifyEmailForm.css';
import { sanitizeCode, verificationCodeLength } from '../VerifyEmailForm/VerifyEmailForm';
import { messages } from './ResetPasswordForm.messages';

/** What a reset sends (the contract's ResetPasswordRequest). */
export interface ResetPasswordFormValues {
  email: string;
  code: string;
  password: string;
}

interface ResetFields {
  code: string;
  password: string;
  confirmPassword: string;
}
type ResetField = keyof ResetFields;
type ResetError = 'invalidCode' | 'passwordRequired' | 'passwordsDontMatch';

export type ResetPasswordValidation =
  | { ok: true; values: Omit<ResetPasswordFormValues, 'email'> }
  | { ok: false; error: ResetError; fields: ResetField[] };

/**
 * The checks, in this order: six digits of code, a new password (not only spaces), and its
 * confirmation equal to it. The password goes as typed; its length is the server's rule.
 */
export function validateReset(values: ResetFields): ResetPasswordValidation {
  if (!new RegExp(`^[0-9]{${verificationCodeLength}}$`).test(values.code))
    return { ok: false, error: 'invalidCode', fields: ['code'] };
  if (!values.password.trim())
    return { ok: false, error: 'passwordRequired', fields: ['password'] };
  if (values.password !== values.confirmPassword)
    return { ok: false, error: 'passwordsDontMatch', fields: ['confirmPassword'] };
  return { ok: true, values: { code: values.code, password: values.password } };
}

export interface ResetPasswordFormProps extends AuthScreenProps {
  /** The address the code was sent to, shown and sent with the code. */
  email: string;
  /** Called with valid values only (the confirmation is checked here and not sent). */
  onSubmit: (values: ResetPasswordFormValues) => void;
  /** Asks for a new code for the same address. */
  onResendCode: () => void;
  /** What came of asking for a new code. */
  resend?: ResendState | undefined;
  onBackToLogin: () => void;
  /** The reset call is running: the button is busy, the fields keep what was typed. */
  submitting?: boolean;
  /**
   * The server's reason for the last failure, shown as "The password was not changed:
   * {message}"; an empty string stands for a failure without a reason.
   */
  error?: string;
  /** What the code field starts with (kept to digits, at most six). */
  defaultCode?: string;
}

/** The reset screen: the mailed code, the new password and its confirmation. */
export function ResetPasswordForm({
  email,
  onSubmit,
  onResendCode,
  resend,
  onBackToLogin,
  submitting = false,
  error,
  defaultCode = '',
  ...screen
}: ResetPasswordFormProps) {
  const intl = useIntl();
  // In the order of the form: a refusal focuses the first field it names.
  const { alertId, fieldProps, refused, submit } = useFormFields(
    { code: sanitizeCode(defaultCode), password: '', confirmPassword: '' },
    validateReset,
    (values) => onSubmit({ email, ...values }),
  );

  const message = refused
    ? intl.formatMessage(messages[refused])
    : failureMessage(intl, messages, error);
  const codeProps = fieldProps('code');

  return (
    <AuthLayout
      {...screen}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.sentTo, {
        email: (
          <bdi key="email" className={codeStyles.email}>
            {email}
          </bdi>
        ),
      })}
      footer={
        <AuthBackLink label={intl.formatMessage(messages.backToLogin)} onClick={onBackToLogin} />
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
          {...codeProps}
          onChange={(event) =>
            codeProps.onChange({ target: { value: sanitizeCode(event.target.value) } })
          }
          className={codeStyles.codeField}
          label={intl.formatMessage(messages.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          dir="ltr"
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
      <ResendCode onResend={onResendCode} state={resend} />
    </AuthLayout>
  );
}
