import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { AlertIcon, ArrowForwardIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { Stars } from '../../primitives/Stars';
import { TokenAmount } from '../../primitives/TokenAmount';
import { visuallyHidden } from '../../theme/utils.css';
import {
  medallionGenders,
  medallionImagePath,
  type CharacterType,
  type MedallionData,
  type MedallionGender,
} from '../medallion';
import { medallionMessages } from '../medallion.messages';
import * as styles from './UpgradeModal.css';
import { messages } from './UpgradeModal.messages';

export interface UpgradeChoice {
  type: CharacterType;
  gender: MedallionGender;
}

export interface UpgradeModalProps {
  open: boolean;
  medallion: Pick<MedallionData, 'type' | 'gender' | 'starLevel' | 'capacity' | 'nextLevel'>;
  /**
   * The wallet's iziDol: below the cost, confirm is disabled. Unknown (`null` or left out, while
   * the wallet loads or after it failed): placeholders stand in for it and confirm stays enabled;
   * the server refuses a short balance with a message shown inline.
   */
  iziDolBalance?: number | null;
  /** The upgrade is running. */
  loading?: boolean;
  /**
   * The upgrade failed: its message is shown inline, or `An unknown error occurred.` when it has
   * none. An `Error` (or the app's API error) can be passed as it is.
   */
  error?: { message?: string | null } | null;
  onClose: () => void;
  onConfirm: (choice: UpgradeChoice) => void;
}

const genderLabels = { M: medallionMessages.male, F: medallionMessages.female } as const;

/**
 * The next level of a medallion (its picture for the chosen gender, capacity, cost in iziDol) and
 * a male/female choice that starts at the medallion's current gender.
 */
export function UpgradeModal({
  open,
  medallion,
  iziDolBalance,
  loading = false,
  error,
  onClose,
  onConfirm,
}: UpgradeModalProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const insufficientId = useId();
  const radioName = useId();

  // The choice starts at the medallion's gender every time the modal opens.
  // A gender the library does not know starts the choice on male.
  const startGender: MedallionGender = medallion.gender === 'F' ? 'F' : 'M';
  const [gender, setGender] = useState<MedallionGender>(startGender);
  const [openedFor, setOpenedFor] = useState({ open, gender: startGender });
  if (openedFor.open !== open || openedFor.gender !== startGender) {
    setOpenedFor({ open, gender: startGender });
    if (open) setGender(startGender);
  }

  const next = medallion.nextLevel ?? null;
  const balanceKnown = typeof iziDolBalance === 'number';
  const insufficient = next !== null && balanceKnown && iziDolBalance < next.price;
  const title = intl.formatMessage(messages.title, { type: medallion.type });

  if (!next) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        footer={
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
        }
      >
        <p className={styles.insufficient}>{intl.formatMessage(messages.maxLevel)}</p>
      </Dialog>
    );
  }

  const current = formatInteger(medallion.capacity, numberLocale);
  const nextCapacity = formatInteger(next.capacity, numberLocale);
  const errorText = error ? error.message?.trim() || intl.formatMessage(messages.unknownError) : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </Button>
          <Button
            loading={loading}
            disabled={insufficient}
            aria-describedby={insufficient ? insufficientId : undefined}
            onClick={() => onConfirm({ type: medallion.type, gender })}
          >
            {intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <figure className={styles.preview}>
          <img
            className={styles.image}
            src={medallionImagePath(medallion.type, next.starLevel, gender)}
            alt={intl.formatMessage(medallionMessages.imageAlt, {
              type: medallion.type,
              level: formatInteger(next.starLevel, numberLocale),
              gender: intl.formatMessage(genderLabels[gender]),
            })}
            width={136}
            height={136}
          />
          <figcaption className={styles.previewLabel}>
            {intl.formatMessage(messages.nextLevel)}
          </figcaption>
          <Stars level={next.starLevel} size={18} />
        </figure>
        <dl className={styles.facts}>
          <dt className={styles.term}>{intl.formatMessage(messages.capacity)}</dt>
          <dd className={styles.value}>
            <span aria-hidden="true">{current}</span>
            <ArrowForwardIcon size={16} aria-hidden="true" />
            <span aria-hidden="true" className={styles.nextCapacity}>
              {nextCapacity}
            </span>
            <span className={visuallyHidden}>
              {intl.formatMessage(messages.capacityChange, { current, next: nextCapacity })}
            </span>
          </dd>
          <dt className={styles.term}>{intl.formatMessage(messages.cost)}</dt>
          <dd className={styles.value}>
            <TokenAmount value={next.price} token="iziDol" size="lg" />
          </dd>
          <dt className={styles.term}>{intl.formatMessage(messages.balance)}</dt>
          <dd className={styles.value}>
            {balanceKnown ? (
              <TokenAmount value={iziDolBalance} token="iziDol" size="sm" />
            ) : (
              <SkeletonGroup>
                <Skeleton width="6rem" height="1.25rem" />
              </SkeletonGroup>
            )}
          </dd>
        </dl>
      </div>
      <fieldset className={styles.fieldset} disabled={loading}>
        <legend className={styles.legend}>{intl.formatMessage(messages.gender)}</legend>
        {medallionGenders.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={radioName}
              value={option}
              checked={gender === option}
              onChange={() => setGender(option)}
            />
            {intl.formatMessage(genderLabels[option])}
          </label>
        ))}
      </fieldset>
      {insufficient && (
        <p id={insufficientId} className={styles.insufficient}>
          <AlertIcon />
          {intl.formatMessage(messages.insufficient)}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          <AlertIcon />
          {errorText}
        </p>
      )}
    </Dialog>
  );
}
