import { useIntl } from 'react-intl';
import { AlertIcon } from '../../icons';
import { Button } from '../Button';
import * as styles from './LoadError.css';
import { messages } from './LoadError.messages';

export interface LoadErrorProps {
  /** Try again was pressed: the owner asks for the content again. */
  onRetry: () => void;
  /** The content is being asked for again: the button shows progress and ignores clicks. */
  retrying?: boolean;
  className?: string;
}

/**
 * Stands in for content that could not be loaded (after the app's own retries): a
 * `role="alert"` notice that says so, and Try again. Never an empty state, which would be false.
 */
export function LoadError({ onRetry, retrying = false, className }: LoadErrorProps) {
  const intl = useIntl();
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div role="alert" className={styles.message}>
        <AlertIcon size={20} className={styles.icon} />
        <p>{intl.formatMessage(messages.message)}</p>
      </div>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
