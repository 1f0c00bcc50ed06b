import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { StarIcon } from '../../icons';
import * as styles from './Stars.css';
import { messages } from './Stars.messages';

export const MAX_STARS = 4;

export interface StarsProps {
  /** 0 to `max`; values outside are clamped and fractions rounded down. */
  level: number;
  max?: number;
  size?: number;
}

export function clampStars(level: number, max = MAX_STARS): number {
  if (!Number.isFinite(level)) return 0;
  return Math.min(max, Math.max(0, Math.floor(level)));
}

/** A star level as an image with a spoken name ("3 of 4 stars"). */
export function Stars({ level, max = MAX_STARS, size = 20 }: StarsProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const shown = clampStars(level, max);
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(messages.label, {
        level: formatInteger(shown, numberLocale),
        max: formatInteger(max, numberLocale),
      })}
      className={styles.stars}
    >
      {Array.from({ length: max }, (_, index) => (
        <StarIcon
          key={index}
          size={size}
          className={index < shown ? styles.filled : styles.empty}
        />
      ))}
    </span>
  );
}
