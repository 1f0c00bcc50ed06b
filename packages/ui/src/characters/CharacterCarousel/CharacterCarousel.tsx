import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { ChevronBackIcon, ChevronForwardIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import { displayNameOf, type CharacterData } from '../character';
import { CharacterPortrait } from '../CharacterPortrait';
import { PencilIcon, SparkleIcon, TagIcon } from '../icons';
import { jobLabel } from '../jobs';
import { SkippedItems } from '../../primitives/SkippedItems';
import type { ItemId } from '../../model';
import { RenameCharacterDialog } from '../RenameCharacterDialog';
import * as styles from './CharacterCarousel.css';
import { messages } from './CharacterCarousel.messages';

export interface CharacterCarouselProps {
  characters: readonly CharacterData[];
  /** The list is still loading. */
  loading?: boolean;
  /**
   * The list could not be loaded: this (a `LoadError` with its retry) stands in for the
   * characters, never the empty state.
   */
  loadError?: ReactNode;
  /** How many characters the server sent that could not be read (a note says so). */
  skipped?: number;
  /** Which character shows first (clamped to the list). */
  initialIndex?: number;
  /** A new name was saved in the rename dialog (never empty, trimmed). */
  onRename: (id: ItemId, name: string) => void;
  /** Sell was pressed; the owner asks for confirmation and sells. */
  onSell: (id: ItemId) => void;
  /** The empty state's buy-character button: leads to the marketplace. */
  onBuyCharacter: () => void;
  /** The id of a character whose sale is running: its sell button shows progress. */
  sellingId?: ItemId | null;
}

/** Keeps an index inside a list of `length` items (0 for an empty list). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(length - 1, Math.max(0, Math.floor(index)));
}

const stats = ['knowledge', 'experience', 'energy', 'happiness'] as const;

/**
 * The user's characters one at a time. Previous and next (buttons, and the arrow keys, which
 * follow the reading direction) wrap around; the index stays valid when the list shrinks.
 */
export function CharacterCarousel({
  characters,
  loading = false,
  loadError,
  skipped,
  initialIndex = 0,
  onRename,
  onSell,
  onBuyCharacter,
  sellingId = null,
}: CharacterCarouselProps) {
  const intl = useIntl();
  const { direction, numberLocale } = useLocale();
  const titleId = useId();
  const [storedIndex, setStoredIndex] = useState(initialIndex);
  const [renaming, setRenaming] = useState(false);

  const total = characters.length;
  const index = clampIndex(storedIndex, total);
  // A shrinking list (a character sold) moves the view to the new last character.
  if (total > 0 && index !== storedIndex) setStoredIndex(index);

  const title = (
    <h2 id={titleId} className={styles.title}>
      {intl.formatMessage(messages.title)}
    </h2>
  );

  if (loadError) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <div className={styles.header}>{title}</div>
        {loadError}
      </section>
    );
  }

  if (loading) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <div className={styles.header}>{title}</div>
        <div className={styles.slide}>
          <div className={styles.identity}>
            <Skeleton shape="rect" width="10rem" height="10rem" />
            <div className={styles.identityText}>
              <SkeletonGroup lines={3} />
            </div>
          </div>
          <div className={styles.stats}>
            {stats.map((stat) => (
              <Skeleton key={stat} height="2.25rem" />
            ))}
          </div>
        </div>
      </section>
    );
  }

  const character = characters[index];
  if (!character) {
    return (
      <section className={styles.root} aria-labelledby={titleId}>
        <div className={styles.header}>{title}</div>
        <SkippedItems count={skipped} />
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <SparkleIcon size={32} />
          </span>
          <h3 className={styles.emptyTitle}>{intl.formatMessage(messages.emptyTitle)}</h3>
          <p className={styles.emptyMessage}>{intl.formatMessage(messages.emptyMessage)}</p>
          <Button size="lg" onClick={onBuyCharacter}>
            {intl.formatMessage(messages.buyCharacter)}
          </Button>
        </div>
      </section>
    );
  }

  const many = total > 1;
  const go = (step: 1 | -1) => setStoredIndex((index + step + total) % total);
  const name = displayNameOf(character);
  const positionText = intl.formatMessage(messages.position, {
    position: formatInteger(index + 1, numberLocale),
    total: formatInteger(total, numberLocale),
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // ArrowRight moves toward the end of the line: forward in English, backward in Arabic.
    const towardEnd = event.key === (direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    event.preventDefault();
    go(towardEnd ? 1 : -1);
  };

  return (
    <>
      {/* The arrow keys act on whatever control inside the carousel has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        className={styles.root}
        aria-labelledby={titleId}
        aria-roledescription={intl.formatMessage(messages.carousel)}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          {title}
          {many && (
            <span className={styles.position} aria-hidden="true">
              {positionText}
            </span>
          )}
        </div>
        <SkippedItems count={skipped} />
        <div className={[styles.stage, many ? undefined : styles.stageSingle].join(' ')}>
          {many && (
            <IconButton
              className={styles.previous}
              variant="outline"
              size="lg"
              label={intl.formatMessage(messages.previous)}
              icon={<ChevronBackIcon size={24} />}
              onClick={() => go(-1)}
            />
          )}
          <div className={styles.slideArea} aria-live="polite">
            {/* One slide element for every character shown (no key per character): the focus
                stays on its Rename or Sell button when the arrow keys change the character or a
                sale removes it, and a dialog closing can give the focus back to its opener. */}
            <article
              className={styles.slide}
              aria-roledescription={intl.formatMessage(messages.slide)}
              aria-label={positionText}
            >
              <div className={styles.identity}>
                <CharacterPortrait character={character} size="lg" />
                <div className={styles.identityText}>
                  <h3 className={styles.name}>{name}</h3>
                  <dl className={styles.facts}>
                    <div className={styles.fact}>
                      <dt className={styles.term}>{intl.formatMessage(messages.job)}</dt>
                      <dd className={styles.value}>{jobLabel(intl, character.job)}</dd>
                    </div>
                    <div className={styles.fact}>
                      <dt className={styles.term}>{intl.formatMessage(messages.type)}</dt>
                      <dd className={styles.value}>
                        <span className={styles.typeBadge}>{character.characterType}</span>
                      </dd>
                    </div>
                    <div className={styles.fact}>
                      <dt className={styles.term}>{intl.formatMessage(messages.dailyIncome)}</dt>
                      <dd className={styles.value}>
                        <TokenAmount value={character.baseRate} token="iziDot" />
                      </dd>
                    </div>
                  </dl>
                </div>
              </div>
              <div className={styles.stats}>
                {stats.map((stat) => (
                  <ProgressBar
                    key={stat}
                    label={intl.formatMessage(messages[stat])}
                    value={character[stat]}
                    tone={character[stat] < 25 ? 'danger' : 'primary'}
                  />
                ))}
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" icon={<PencilIcon />} onClick={() => setRenaming(true)}>
                  {intl.formatMessage(messages.rename)}
                </Button>
                <Button
                  variant="danger"
                  icon={<TagIcon />}
                  loading={sellingId === character.id}
                  onClick={() => onSell(character.id)}
                >
                  {intl.formatMessage(messages.sell)}
                </Button>
              </div>
            </article>
          </div>
          {many && (
            <IconButton
              className={styles.next}
              variant="outline"
              size="lg"
              label={intl.formatMessage(messages.next)}
              icon={<ChevronForwardIcon size={24} />}
              onClick={() => go(1)}
            />
          )}
        </div>
      </section>
      <RenameCharacterDialog
        open={renaming}
        currentName={name}
        onClose={() => setRenaming(false)}
        onRename={(newName) => {
          setRenaming(false);
          onRename(character.id, newName);
        }}
      />
    </>
  );
}
