import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { SparklesIcon } from '../icons';
import * as styles from './AiAdvisorCard.css';
import { messages } from './AiAdvisorCard.messages';

export interface AiAdvisorCardProps {
  /** Opens the AI advisor. */
  onOpen: () => void;
}

/** Invites the user to ask the AI advisor for strategy advice. */
export function AiAdvisorCard({ onOpen }: AiAdvisorCardProps) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.title)} className={styles.card}>
      <div className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          <SparklesIcon size={24} />
        </span>
        <p className={styles.body}>{intl.formatMessage(messages.body)}</p>
      </div>
      <Button className={styles.action} icon={<SparklesIcon />} onClick={onOpen}>
        {intl.formatMessage(messages.open)}
      </Button>
    </Card>
  );
}
