import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { AuthBackLink, AuthLayout, type AuthScreenProps } from '../AuthLayout';
import { fields } from '../AuthLayout/AuthLayout.css';
import { FormAlert, useFocusAfterRender } from '../FormAlert';
import { messages } from './ForgotPasswordForm.messages';

export interface ForgotPasswordFormValues {
  email: string;
}

export interface ForgotPasswordFormProps extends AuthScreenProps {
  /**
   * Called with a non-empty email (without surrounding spaces). The spec makes no call here:
   * the app shows that a reset link was sent and returns to login.
   */
  onSubmit: (values: ForgotPasswordFormValues) => void;
  onBackToLogin: () => void;
  /** Busy button, the email kept. */
  submitting?: boolean;
  defaultEmail?: string;
}

/** The forgot-password screen: an email field, submit, and the way back to login. */
export function ForgotPasswordForm({
  onSubmit,
  onBackToLogin,
  locale,
  onLocaleChange,
  submitting = false,
  defaultEmail = '',
  focusTitle,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const alertId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
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
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      locale={locale}
      onLocaleChange={onLocaleChange}
      focusTitle={focusTitle}
      footer={
        <AuthBackLink label={intl.formatMessage(messages.backToLogin)} onClick={onBackToLogin} />
      }
    >
      <form noValidate onSubmit={handleSubmit}>
        <FormAlert
          id={alertId}
          message={invalid ? intl.formatMessage(messages.emailRequired) : null}
        />
        <div className={fields}>
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
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
