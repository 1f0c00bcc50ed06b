import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { Card } from '../../primitives/Card';
import { mirrorInRtl } from '../../theme/utils.css';
import * as styles from './IncomeChart.css';
import { messages } from './IncomeChart.messages';

/** The chart is decorative: a fixed figure and a fixed curve. */
export const INCOME_CHART_TOTAL = 15000;
const points = [18, 26, 24, 38, 52, 61, 82] as const;

const width = 320;
const height = 120;
const pad = 8;
const coordinates = points.map((value, index) => [
  pad + (index * (width - pad * 2)) / (points.length - 1),
  height - pad - (value / 100) * (height - pad * 2),
]);
const linePath = coordinates
  .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x?.toFixed(1)} ${y?.toFixed(1)}`)
  .join(' ');
const areaPath = `${linePath} L${width - pad} ${height - pad} L${pad} ${height - pad} Z`;

/**
 * The income-growth chart: a static curve with the fixed `15,000 DOT` figure and its legend.
 * Time runs toward the end of the line, so the curve mirrors in right-to-left languages.
 */
export function IncomeChart() {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const gradientId = useId();
  const amount = formatInteger(INCOME_CHART_TOTAL, numberLocale);
  return (
    <Card title={intl.formatMessage(messages.title)}>
      <div className={styles.header}>
        <p className={styles.total}>{intl.formatMessage(messages.total, { amount })}</p>
        <p className={styles.legend}>
          <span className={styles.swatch} aria-hidden="true" />
          {intl.formatMessage(messages.legend)}
        </p>
      </div>
      <svg
        role="img"
        aria-label={intl.formatMessage(messages.chartLabel, { amount })}
        className={`${styles.chart} ${mirrorInRtl}`}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        width={width}
        height={height}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((fraction) => (
          <line
            key={fraction}
            className={styles.grid}
            x1={pad}
            x2={width - pad}
            y1={pad + fraction * (height - pad * 2)}
            y2={pad + fraction * (height - pad * 2)}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <path d={areaPath} fill={`url(#${gradientId})`} />
        <path
          d={linePath}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </Card>
  );
}
