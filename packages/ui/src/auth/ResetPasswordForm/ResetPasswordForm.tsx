import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { AuthBackLink, AuthLayout, type AuthScreenProps } from '../AuthLayout';
import { fields } from '../AuthLayout/AuthLayout.css';
import {
  FormAlert,
  failureMessage,
  fieldOf,
  useFocusAfterRender,
  useFormFields,
} from '../FormAlert';
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

const fieldOrder: readonly ResetField[] = ['code', 'password', 'confirmPassword'];

/** The reset screen: the mailed code, the new password and its confirmation. */
export function ResetPasswordForm({
  email,
  onSubmit,
  onResendCode,
  resend,
  onBackToLogin,
  locale,
  onLocaleChange,
  submitting = false,
  error,
  defaultCode = '',
  focusTitle,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const { values, fieldProps } = useFormFields<ResetFields>({
    code: sanitizeCode(defaultCode),
    password: '',
    confirmPassword: '',
  });
  const [invalid, setInvalid] = useState<{ error: ResetError; fields: ResetField[] } | null>(null);
  const focusAfterRender = useFocusAfterRender();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const result = validateReset(values);
    if (!result.ok) {
      setInvalid({ error: result.error, fields: result.fields });
      const first = fieldOrder.find((field) => result.fields.includes(field));
      if (first) focusAfterRender(() => fieldOf(form, first));
      return;
    }
    setInvalid(null);
    onSubmit({ email, ...result.values });
  };

  const message = invalid
    ? intl.formatMessage(messages[invalid.error])
    : failureMessage(intl, messages, error);
  const codeProps = fieldProps('code', invalid?.fields, alertId);

  return (
    <AuthLayout
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.sentTo, {
        email: (
          <bdi key="email" className={codeStyles.email}>
            {email}
          </bdi>
        ),
      })}
      locale={locale}
      onLocaleChange={onLocaleChange}
      focusTitle={focusTitle}
      footer={
        <AuthBackLink label={intl.formatMessage(messages.backToLogin)} onClick={onBackToLogin} />
      }
    >
      <form noValidate onSubmit={handleSubmit}>
        <FormAlert id={alertId} message={message} />
        <div className={fields}>
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
            {...fieldProps('password', invalid?.fields, alertId)}
            label={intl.formatMessage(messages.password)}
            autoComplete="new-password"
          />
          <PasswordField
            {...fieldProps('confirmPassword', invalid?.fields, alertId)}
            label={intl.formatMessage(messages.confirmPassword)}
            autoComplete="new-password"
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      </form>
      <ResendCode onResend={onResendCode} state={resend} />
    </AuthLayout>
  );
}
