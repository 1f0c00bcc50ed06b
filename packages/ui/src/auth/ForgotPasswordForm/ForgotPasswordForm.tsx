import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../primitives/TextField';
import { AuthBackLink, AuthForm, AuthLayout, type AuthScreenProps } from '../AuthLayout';
import { failureMessage, useFocusAfterRender } from '../FormAlert';
import { messages } from './ForgotPasswordForm.messages';

export interface ForgotPasswordFormValues {
  email: string;
}

export interface ForgotPasswordFormProps extends AuthScreenProps {
  /**
   * Called with a non-empty email (without surrounding spaces): the app asks the server to mail
   * a reset code, then shows the reset screen.
   */
  onSubmit: (values: ForgotPasswordFormValues) => void;
  onBackToLogin: () => void;
  /** Busy button, the email kept. */
  submitting?: boolean;
  /**
   * The server's reason for the last failure, shown as "No code was sent: {message}"; an empty
   * string stands for a failure without a reason. Leave undefined when there is none.
   */
  error?: string;
  defaultEmail?: string;
}

/** The forgot-password screen: an email field, send a code, and the way back to login. */
export function ForgotPasswordForm({
  onSubmit,
  onBackToLogin,
  submitting = false,
  error,
  defaultEmail = '',
  ...screen
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const handleSubmit = () => {
    if (!email.trim()) {
      setInvalid(true);
      focusAfterRender(() => input.current);
      return;
    }
    setInvalid(false);
    onSubmit({ email: email.trim() });
  };

  return (
    <AuthLayout
      {...screen}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      footer={
        <AuthBackLink label={intl.formatMessage(messages.backToLogin)} onClick={onBackToLogin} />
      }
    >
      <AuthForm
        onSubmit={handleSubmit}
        alertId={alertId}
        message={
          invalid
            ? intl.formatMessage(messages.emailRequired)
            : failureMessage(intl, messages, error)
        }
        submitLabel={intl.formatMessage(messages.submit)}
        submitting={submitting}
      >
        <TextField
          ref={input}
          type="email"
          name="email"
          label={intl.formatMessage(messages.email)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          spellCheck={false}
          dir="auto"
          {...(invalid ? { 'aria-invalid': true, 'aria-describedby': alertId } : {})}
        />
      </AuthForm>
    </AuthLayout>
  );
}
