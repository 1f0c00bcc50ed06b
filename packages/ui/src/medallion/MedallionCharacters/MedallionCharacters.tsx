import { useIntl } from 'react-intl';
import type { CharacterData } from '../../characters/character';
import { displayNameOf } from '../../characters/character';
import { CharacterPortrait } from '../../characters/CharacterPortrait';
import { jobLabel } from '../../characters/jobs';
import { SkippedItems } from '../../primitives/SkippedItems';
import { memo, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { incrementalSentinel, useIncrementalList } from '../../primitives/IncrementalList';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import type { CharacterType } from '../medallion';
import * as styles from './MedallionCharacters.css';
import { messages } from './MedallionCharacters.messages';

export interface MedallionCharactersProps {
  type: CharacterType;
  /** The user's characters of this type; while missing, the list shows placeholders. */
  characters?: readonly CharacterData[];
  /** @default false */
  loading?: boolean;
  /**
   * The list could not be loaded: this (a `LoadError` with its retry) shows in the card instead
   * of placeholders.
   */
  loadError?: ReactNode;
  /** How many characters the server sent that could not be read (a note says so). */
  skipped?: number;
  /** Offered in the empty state: leads to the marketplace. */
  onBuyCharacter?: () => void;
}

/**
 * The user's characters of one medallion type, beside its details card.
 *
 * Memoized: its page re-renders it whenever the upgrade dialog opens or closes.
 */
export const MedallionCharacters = memo(function MedallionCharacters({
  type,
  characters,
  loading = false,
  loadError,
  skipped,
  onBuyCharacter,
}: MedallionCharactersProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title, { type });
  const { visible, more, setSentinel, itemProps } = useIncrementalList(characters ?? []);

  if (loadError) return <Card title={title}>{loadError}</Card>;

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
        <SkippedItems count={skipped} />
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
      <SkippedItems count={skipped} />
      <ul className={styles.list}>
        {visible.map((character, index) => (
          <li key={character.id} className={styles.item} {...itemProps(index)}>
            <CharacterPortrait character={character} size="sm" />
            <div className={styles.text}>
              <span className={styles.name} title={displayNameOf(character)} dir="auto">
                {displayNameOf(character)}
              </span>
              <span className={styles.job}>{jobLabel(intl, character.job)}</span>
            </div>
            <div className={styles.income}>
              <TokenAmount value={character.baseRate} token="iziDot" size="sm" />
              <span className={styles.perDay}>{intl.formatMessage(messages.perDay)}</span>
            </div>
          </li>
        ))}
      </ul>
      {more && <div ref={setSentinel} className={incrementalSentinel} />}
    </Card>
  );
});
