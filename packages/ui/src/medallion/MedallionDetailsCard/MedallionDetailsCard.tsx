import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { AlertIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { Stars } from '../../primitives/Stars';
import { TokenAmount } from '../../primitives/TokenAmount';
import { visuallyHidden } from '../../theme/utils.css';
import { ArrowUpIcon, CrownIcon } from '../icons';
import {
  canUpgrade,
  MAX_STAR_LEVEL,
  medallionImageOf,
  type CharacterType,
  type MedallionData,
} from '../medallion';
import { medallionMessages } from '../medallion.messages';
import * as styles from './MedallionDetailsCard.css';
import { messages } from './MedallionDetailsCard.messages';

export interface MedallionDetailsCardProps {
  /** The page's medallion type: named even while loading or after a failure. */
  type: CharacterType;
  /** The medallion; while it is missing (and there is no error) the card shows placeholders. */
  medallion?: MedallionData | null;
  /** @default false */
  loading?: boolean;
  /**
   * Loading failed: `Error` and `Could not load medallion data for {type}.`
   * @default false
   */
  error?: boolean;
  /**
   * With `error`: what failed and Try again (a `LoadError`), shown under the spec's error text.
   */
  errorDetail?: ReactNode;
  /** Opens the upgrade modal; offered only below star level 4. */
  onUpgrade: () => void;
}

/**
 * A medallion's picture, stars, gender and capacity, with its upgrade button.
 *
 * Memoized: its page re-renders it whenever the upgrade dialog opens or closes.
 */
export const MedallionDetailsCard = memo(function MedallionDetailsCard({
  type,
  medallion,
  loading = false,
  error = false,
  errorDetail,
  onUpgrade,
}: MedallionDetailsCardProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const title = intl.formatMessage(messages.title, { type });

  if (error) {
    return (
      <Card title={title}>
        <div role="alert" className={styles.error}>
          <AlertIcon size={24} />
          <div>
            <p className={styles.errorTitle}>{intl.formatMessage(messages.errorTitle)}</p>
            <p className={styles.errorText}>
              {intl.formatMessage(messages.errorMessage, { type })}
            </p>
          </div>
        </div>
        {errorDetail && <div className={styles.errorDetail}>{errorDetail}</div>}
      </Card>
    );
  }

  if (loading || !medallion) {
    return (
      <Card title={title}>
        <div className={styles.body}>
          <Skeleton shape="circle" width="10rem" height="10rem" />
          <div className={styles.details}>
            <SkeletonGroup lines={4} />
          </div>
        </div>
      </Card>
    );
  }

  const count = formatInteger(medallion.characterCount, numberLocale);
  const capacity = formatInteger(medallion.capacity, numberLocale);
  // A gender the library does not know is shown as it came.
  const gender =
    medallion.gender === 'F' || medallion.gender === 'M'
      ? intl.formatMessage(
          medallion.gender === 'F' ? medallionMessages.female : medallionMessages.male,
        )
      : medallion.gender;
  const fill =
    medallion.capacity > 0
      ? Math.min(100, Math.max(0, (medallion.characterCount / medallion.capacity) * 100))
      : 0;
  const atMax = medallion.starLevel >= MAX_STAR_LEVEL || !canUpgrade(medallion);

  return (
    <Card title={title}>
      <div className={styles.body}>
        <div className={styles.imageFrame}>
          <img
            className={styles.image}
            src={medallionImageOf(medallion)}
            alt={intl.formatMessage(medallionMessages.imageAlt, {
              type: medallion.type,
              level: formatInteger(medallion.starLevel, numberLocale),
              gender,
            })}
            width={160}
            height={160}
          />
        </div>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{intl.formatMessage(messages.level)}</dt>
            <dd className={styles.value}>
              <Stars level={medallion.starLevel} size={22} />
            </dd>
            <dt className={styles.term}>{intl.formatMessage(messages.gender)}</dt>
            <dd className={styles.value}>{gender}</dd>
            <dt className={styles.term}>{intl.formatMessage(messages.capacity)}</dt>
            <dd className={styles.value}>
              <span className={styles.capacity} aria-hidden="true">
                {intl.formatMessage(messages.capacityValue, { count, capacity })}
              </span>
              <span className={visuallyHidden}>
                {intl.formatMessage(messages.capacityLabel, { count, capacity })}
              </span>
              <span className={styles.meter} aria-hidden="true">
                <span className={styles.meterFill} style={{ inlineSize: `${fill}%` }} />
              </span>
            </dd>
          </dl>
          {atMax || !medallion.nextLevel ? (
            <p className={styles.maxLevel}>
              <CrownIcon />
              {intl.formatMessage(messages.maxLevel)}
            </p>
          ) : (
            <>
              <p className={styles.next}>
                {intl.formatMessage(messages.nextLevel, {
                  capacity: formatInteger(medallion.nextLevel.capacity, numberLocale),
                  price: (
                    <TokenAmount
                      key="price"
                      value={medallion.nextLevel.price}
                      token="iziDol"
                      size="sm"
                    />
                  ),
                })}
              </p>
              <Button className={styles.upgrade} icon={<ArrowUpIcon />} onClick={onUpgrade}>
                {intl.formatMessage(messages.upgrade)}
              </Button>
            </>
          )}
        </div>
      </div>
    </Card>
  );
});
