import { useIntl } from 'react-intl';
import { CheckIcon } from '../../icons';
import { Card } from '../../primitives/Card';
import { ProgressBar } from '../../primitives/ProgressBar';
import { TokenAmount } from '../../primitives/TokenAmount';
import { TrophyIcon } from '../icons';
import * as styles from './QuestsCard.css';
import { messages } from './QuestsCard.messages';

/** The three quests are hard-coded on the client: progress in percent, reward in iziDot. */
export const quests = [
  { id: 'firstIncome', progress: 100, reward: 100 },
  { id: 'teamOfFive', progress: 75, reward: 500 },
  { id: 'maxMedallion', progress: 20, reward: 1000 },
] as const;
export type QuestId = (typeof quests)[number]['id'];

/** The active quests: each with its title, progress and reward. */
export function QuestsCard() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.title)}>
      <ul className={styles.list}>
        {quests.map((quest) => {
          const complete = quest.progress >= 100;
          return (
            <li key={quest.id} className={styles.quest}>
              <span
                className={[styles.badge, complete ? styles.badgeDone : undefined].join(' ')}
                aria-hidden="true"
              >
                {complete ? <CheckIcon size={18} /> : <TrophyIcon size={18} />}
              </span>
              <div className={styles.body}>
                <ProgressBar
                  label={intl.formatMessage(messages[quest.id])}
                  value={quest.progress}
                  tone={complete ? 'success' : 'primary'}
                />
                <div className={styles.footer}>
                  <span>
                    {intl.formatMessage(messages.reward, {
                      amount: (
                        <TokenAmount key="reward" value={quest.reward} token="iziDot" size="sm" />
                      ),
                    })}
                  </span>
                  {complete && (
                    <span className={styles.done}>
                      <CheckIcon size={14} />
                      {intl.formatMessage(messages.completed)}
                    </span>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
