import { useIntl } from 'react-intl';
import type { CharacterData } from '../../characters/character';
import { displayNameOf } from '../../characters/character';
import { CharacterPortrait } from '../../characters/CharacterPortrait';
import { jobNames } from '../../characters/jobNames.messages';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import type { CharacterType } from '../medallion';
import * as styles from './MedallionCharacters.css';
import { messages } from './MedallionCharacters.messages';

export interface MedallionCharactersProps {
  type: CharacterType;
  /** The user's characters of this type; while missing, the list shows placeholders. */
  characters?: readonly CharacterData[];
  loading?: boolean;
  /** Offered in the empty state: leads to the marketplace. */
  onBuyCharacter?: () => void;
}

/** The user's characters of one medallion type, beside its details card. */
export function MedallionCharacters({
  type,
  characters,
  loading = false,
  onBuyCharacter,
}: MedallionCharactersProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title, { type });

  if (loading || !characters) {
    return (
      <Card title={title}>
        <SkeletonGroup>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="rect" height="3.75rem" />
          ))}
        </SkeletonGroup>
      </Card>
    );
  }

  if (characters.length === 0) {
    return (
      <Card title={title}>
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{intl.formatMessage(messages.emptyTitle, { type })}</p>
          <p className={styles.emptyMessage}>{intl.formatMessage(messages.emptyMessage)}</p>
          {onBuyCharacter && (
            <Button variant="secondary" onClick={onBuyCharacter}>
              {intl.formatMessage(messages.buyCharacter)}
            </Button>
          )}
        </div>
      </Card>
    );
  }

  return (
    <Card title={title}>
      <ul className={styles.list}>
        {characters.map((character) => (
          <li key={character.id} className={styles.item}>
            <CharacterPortrait character={character} size="sm" />
            <div className={styles.text}>
              <span className={styles.name} title={displayNameOf(character)}>
                {displayNameOf(character)}
              </span>
              <span className={styles.job}>{intl.formatMessage(jobNames[character.job])}</span>
            </div>
            <div className={styles.income}>
              <TokenAmount value={character.baseRate} token="iziDot" size="sm" />
              <span className={styles.perDay}>{intl.formatMessage(messages.perDay)}</span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
