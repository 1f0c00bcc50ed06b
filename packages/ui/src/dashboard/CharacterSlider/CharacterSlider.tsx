import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { displayNameOf, type CharacterData } from '../../characters/character';
import { CharacterPortrait } from '../../characters/CharacterPortrait';
import { jobLabel } from '../../characters/jobs';
import { ArrowForwardIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import {
  INCREMENTAL_FIRST,
  incrementalSentinel,
  useIncrementalList,
} from '../../primitives/IncrementalList';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import * as styles from './CharacterSlider.css';
import { messages } from './CharacterSlider.messages';

export interface CharacterSliderProps {
  /** The user's characters; while missing, placeholders show. */
  characters?: readonly CharacterData[] | null;
  /** Shows at most this many (the product passes none: all of them). */
  limit?: number;
  loading?: boolean;
  /**
   * The card's call failed: this (a `LoadError` with its retry) shows in the card instead of
   * placeholders, while the other cards show their data.
   */
  loadError?: ReactNode;
  /** The view-all link: opens the characters page. */
  onViewAll: () => void;
}

/** A row of the user's characters that scrolls along the line, with a view-all link. */
export function CharacterSlider({
  characters,
  limit,
  loading = false,
  loadError,
  onViewAll,
}: CharacterSliderProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  const shown =
    characters && limit !== undefined ? characters.slice(0, Math.max(0, limit)) : characters;
  // Hundreds of characters render as the slider scrolls sideways toward them, a screenful at a
  // time: the dashboard keeps only what is near (every page opened from it unmounts all of it).
  const [scroller, setScroller] = useState<HTMLUListElement | null>(null);
  const { visible, more, setSentinel, itemProps } = useIncrementalList(shown ?? [], {
    root: scroller,
    margin: '0px 1200px',
    step: INCREMENTAL_FIRST,
  });
  return (
    <Card
      title={title}
      actions={
        <Button
          variant="ghost"
          size="sm"
          iconEnd={<ArrowForwardIcon size={16} />}
          onClick={onViewAll}
        >
          {intl.formatMessage(messages.viewAll)}
        </Button>
      }
    >
      {loadError ? (
        loadError
      ) : loading || !shown ? (
        <SkeletonGroup>
          <div className={styles.scroller}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} shape="rect" height="11rem" />
            ))}
          </div>
        </SkeletonGroup>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        // The list scrolls sideways, so it takes focus to be scrolled with the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul ref={setScroller} className={styles.scroller} aria-label={title} tabIndex={0}>
          {visible.map((character, index) => (
            <li key={character.id} className={styles.item} {...itemProps(index)}>
              <CharacterPortrait character={character} size="md" />
              <span className={styles.name} title={displayNameOf(character)} dir="auto">
                {displayNameOf(character)}
              </span>
              <span className={styles.job}>{jobLabel(intl, character.job)}</span>
              <TokenAmount value={character.baseRate} token="iziDot" size="sm" />
              <span className={styles.perDay}>{intl.formatMessage(messages.perDay)}</span>
            </li>
          ))}
          {more && <li ref={setSentinel} className={incrementalSentinel} aria-hidden="true" />}
        </ul>
      )}
    </Card>
  );
}
