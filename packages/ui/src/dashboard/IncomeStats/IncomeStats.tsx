import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import { ChartIcon, CoinIcon } from '../icons';
import * as styles from './IncomeStats.css';
import { messages } from './IncomeStats.messages';

export interface IncomeStatsProps {
  /** Income over the last seven days, in iziDot; while missing, its placeholder shows. */
  sevenDayIncome?: number | null;
  /** Estimated total value, in US dollars; while missing, its placeholder shows. */
  totalValue?: number | null;
  /**
   * The stats call failed: one card that names both figures shows this (a `LoadError` with its
   * retry) instead of two placeholders.
   */
  loadError?: ReactNode;
}

function Stat({
  title,
  hint,
  icon,
  children,
}: {
  title: MessageDescriptor;
  hint: MessageDescriptor;
  icon: ReactNode;
  children: ReactNode | null;
}) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(title)} headingLevel={3}>
      <div className={styles.stat}>
        {icon}
        <div className={styles.value}>
          {children ?? (
            <SkeletonGroup>
              <Skeleton width="9rem" height="1.75rem" />
            </SkeletonGroup>
          )}
        </div>
        <p className={styles.hint}>{intl.formatMessage(hint)}</p>
      </div>
    </Card>
  );
}

/** Two figures: the 7-day income in DOT and the estimated total value in USD. */
export function IncomeStats({ sevenDayIncome, totalValue, loadError }: IncomeStatsProps) {
  const intl = useIntl();
  if (loadError) {
    return (
      <div className={styles.grid}>
        <div className={styles.failed}>
          <Card title={intl.formatMessage(messages.failedTitle)} headingLevel={3}>
            {loadError}
          </Card>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      <Stat
        title={messages.sevenDayIncome}
        hint={messages.sevenDayIncomeHint}
        icon={
          <span className={styles.icon({ tone: 'dot' })} aria-hidden="true">
            <CoinIcon size={24} />
          </span>
        }
      >
        {typeof sevenDayIncome === 'number' ? (
          <TokenAmount value={sevenDayIncome} token="iziDot" size="lg" />
        ) : null}
      </Stat>
      <Stat
        title={messages.totalValue}
        hint={messages.totalValueHint}
        icon={
          <span className={styles.icon({ tone: 'usd' })} aria-hidden="true">
            <ChartIcon size={24} />
          </span>
        }
      >
        {typeof totalValue === 'number' ? (
          <TokenAmount value={totalValue} token="usd" size="lg" />
        ) : null}
      </Stat>
    </div>
  );
}
