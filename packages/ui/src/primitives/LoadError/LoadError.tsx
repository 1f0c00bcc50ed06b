import { useIntl } from 'react-intl';
import { AlertIcon } from '../../icons';
import { Button } from '../Button';
import * as styles from './LoadError.css';
import { messages } from './LoadError.messages';

/**
 * Why a load failed, as the person can act on it: the network (check the connection), the server
 * (a 5xx: try again later), an answer the app could not read (contact support), or the session
 * (a 401: log in again).
 */
export const loadErrorReasons = ['network', 'server', 'unreadable', 'session'] as const;
export type LoadErrorReason = (typeof loadErrorReasons)[number];

const reasonMessages = {
  network: messages.message,
  server: messages.server,
  unreadable: messages.unreadable,
  session: messages.session,
} as const;

export interface LoadErrorProps {
  /** Try again was pressed: the owner asks for the content again. */
  onRetry: () => void;
  /** The content is being asked for again: the button shows progress and ignores clicks. */
  retrying?: boolean;
  /** What failed; `network` by default. Try again is offered whatever the reason. */
  reason?: LoadErrorReason;
  className?: string;
}

/**
 * Stands in for content that could not be loaded (after the app's own retries): a
 * `role="alert"` notice that says what failed, and Try again. Never an empty state, which would
 * be false.
 */
export function LoadError({
  onRetry,
  retrying = false,
  reason = 'network',
  className,
}: LoadErrorProps) {
  const intl = useIntl();
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div role="alert" className={styles.message}>
        <AlertIcon size={20} className={styles.icon} />
        <p>{intl.formatMessage(reasonMessages[reason])}</p>
      </div>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
