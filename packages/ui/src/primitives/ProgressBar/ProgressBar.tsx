import { useId, type ReactNode } from 'react';
import { clampPercent, formatPercent } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import * as styles from './ProgressBar.css';

export const progressTones = ['primary', 'success', 'warning', 'danger'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** Percent, 0 to 100; values outside are clamped. */
  value: number;
  /** A visible label that also names the bar. */
  label: ReactNode;
  tone?: ProgressTone;
  /** Shows the percentage beside the label (default true). */
  showValue?: boolean;
}

export function ProgressBar({
  value,
  label,
  tone = 'primary',
  showValue = true,
}: ProgressBarProps) {
  const labelId = useId();
  const { numberLocale } = useLocale();
  const percent = clampPercent(value);
  const text = formatPercent(percent, numberLocale);
  return (
    <div className={styles.root}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {showValue && (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        <span className={styles.fill({ tone })} style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
