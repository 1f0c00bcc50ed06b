import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../primitives/TextField';
import { AuthBackLink, AuthForm, AuthLayout, type AuthScreenProps } from '../AuthLayout';
import { useFocusAfterRender } from '../FormAlert';
import { ResendCode, type ResendState } from '../ResendCode';
import * as styles from './VerifyEmailForm.css';
import { messages } from './VerifyEmailForm.messages';

/** The verification code has 6 digits. */
export const verificationCodeLength = 6;

/** What a verification sends (the contract's VerifyEmailRequest). */
export interface VerifyEmailFormValues {
  email: string;
  code: string;
}

const nativeDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Keeps only digits, at most six, from whatever was typed or pasted ("Code: 123 456" gives
 * "123456"). Persian and Arabic-Indic digits (a Persian or Arabic keyboard's) count as the
 * digits they are and become 0-9, the form the server expects.
 */
export function sanitizeCode(input: string): string {
  return input
    .replace(nativeDigits, (digit) => String(digit.charCodeAt(0) % 16))
    .replace(/[^0-9]/g, '')
    .slice(0, verificationCodeLength);
}

export type VerifyEmailValidation =
  | { ok: true; values: VerifyEmailFormValues }
  | { ok: false; error: 'invalidCode'; codeInvalid: boolean };

/** Exactly six digits, and an email to verify; otherwise one message for both. */
export function validateVerification(values: VerifyEmailFormValues): VerifyEmailValidation {
  const codeInvalid = !new RegExp(`^[0-9]{${verificationCodeLength}}$`).test(values.code);
  if (codeInvalid || !values.email.trim()) {
    return { ok: false, error: 'invalidCode', codeInvalid };
  }
  return { ok: true, values: { email: values.email.trim(), code: values.code } };
}

export interface VerifyEmailFormProps extends AuthScreenProps {
  /** The address the code was sent to, shown to the person; may be empty when not known. */
  email: string;
  /** Called with valid values only. */
  onSubmit: (values: VerifyEmailFormValues) => void;
  /** Asks for a new code (the app calls the server's resend-code). */
  onResendCode: () => void;
  /** What came of asking for a new code, shown under the resend control. */
  resend?: ResendState | undefined;
  /** Shows a "Back to login" link when given. */
  onBackToLogin?: () => void;
  /** The verification call is running: the button is busy, the code stays. */
  submitting?: boolean;
  /**
   * Why the last verification failed, shown as given (the server's message or the error's);
   * an empty string shows "An unknown error occurred.". Leave undefined when there is none.
   */
  error?: string;
  /** What the code field starts with (kept to digits, at most six). */
  defaultCode?: string;
}

/** The email verification screen: a 6-digit code, a resend control and the language menu. */
export function VerifyEmailForm({
  email,
  onSubmit,
  onResendCode,
  resend,
  onBackToLogin,
  submitting = false,
  error,
  defaultCode = '',
  ...screen
}: VerifyEmailFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const [code, setCode] = useState(() => sanitizeCode(defaultCode));
  const [invalid, setInvalid] = useState<{ codeInvalid: boolean } | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const handleSubmit = () => {
    const result = validateVerification({ email, code });
    if (!result.ok) {
      setInvalid({ codeInvalid: result.codeInvalid });
      // To the code when it is what needs fixing; else to the message itself.
      focusAfterRender(() => (result.codeInvalid ? codeInput.current : alert.current));
      return;
    }
    setInvalid(null);
    onSubmit(result.values);
  };

  const message = invalid
    ? intl.formatMessage(messages.invalidCode)
    : error !== undefined
      ? error || intl.formatMessage(messages.unknownError)
      : null;

  const hasEmail = email.trim() !== '';

  return (
    <AuthLayout
      {...screen}
      title={intl.formatMessage(messages.title)}
      description={
        hasEmail
          ? intl.formatMessage(messages.sentTo, {
              email: (
                <bdi key="email" className={styles.email}>
                  {email}
                </bdi>
              ),
            })
          : intl.formatMessage(messages.sentToUnknown)
      }
      footer={
        onBackToLogin && (
          <AuthBackLink label={intl.formatMessage(messages.backToLogin)} onClick={onBackToLogin} />
        )
      }
    >
      <AuthForm
        onSubmit={handleSubmit}
        alertId={alertId}
        alertRef={alert}
        message={message}
        submitLabel={intl.formatMessage(messages.submit)}
        submitting={submitting}
      >
        <TextField
          ref={codeInput}
          className={styles.codeField}
          label={intl.formatMessage(messages.code)}
          name="code"
          value={code}
          onChange={(event) => setCode(sanitizeCode(event.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          dir="ltr"
          {...(invalid?.codeInvalid ? { 'aria-invalid': true, 'aria-describedby': alertId } : {})}
        />
      </AuthForm>
      <ResendCode onResend={onResendCode} state={resend} />
    </AuthLayout>
  );
}
