import { useIntl } from 'react-intl';
import { linkButton } from '../AuthLayout/AuthLayout.css';
import { failureMessage } from '../FormAlert';
import * as styles from './ResendCode.css';
import { messages } from './ResendCode.messages';

/** Where asking for a new code stands: under way, done, or refused (the server's reason, or ''). */
export type ResendState =
  { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

export interface ResendCodeProps {
  onResend: () => void;
  /** Nothing asked yet when undefined. */
  state?: ResendState | undefined;
}

/**
 * "Didn't get a code? Resend code", and what came of it in a status region that stays in the
 * page, so that a screen reader announces it when it changes.
 */
export function ResendCode({ onResend, state }: ResendCodeProps) {
  const intl = useIntl();
  const sending = state?.status === 'sending';
  const said =
    state?.status === 'sent'
      ? intl.formatMessage(messages.sent)
      : state?.status === 'failed'
        ? failureMessage(intl, messages, state.message)
        : null;
  return (
    <p className={styles.row}>
      <span>{intl.formatMessage(messages.noCode)}</span>
      <button
        type="button"
        className={linkButton}
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
        onClick={() => {
          if (!sending) onResend();
        }}
      >
        {intl.formatMessage(messages.resend)}
      </button>
      <span role="status" className={styles.status}>
        {said}
      </span>
    </p>
  );
}
