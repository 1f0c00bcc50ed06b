import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { isOneOf } from '../../model';
import { ListStates } from '../../primitives/ListStates';
import { messages as orderMessages } from '../../shop/OrdersList/OrdersList.messages';
import { requestMessages } from '../../wallet/UsdtRequestList/UsdtRequestList.messages';
import { useDateTime } from '../../wallet/UsdtRequestList/usdtRequestParts';
import { reviewActions, type AuditEntryView } from '../model';
import * as styles from './OperatorConsole.css';
import { auditMessages, messages } from './OperatorConsole.messages';
import { QueueSection } from './QueueSection';

export interface AuditListProps {
  /** Newest first, as the server sends them; undefined while they load. */
  entries?: readonly AuditEntryView[] | undefined;
  loading?: boolean;
  loadError?: ReactNode;
  notAvailable?: boolean;
  timeZone?: string;
}

/** The words of the states a review moves between; another state is shown as it came. */
const stateWords: Record<string, MessageDescriptor> = {
  pending: requestMessages.pending,
  approved: requestMessages.approved,
  rejected: requestMessages.rejected,
  'pending delivery': orderMessages.pendingDelivery,
  delivered: orderMessages.delivered,
  cancelled: orderMessages.cancelled,
};

/** Every operator action: what was done to which request or order, by whom, when, and why. */
export function AuditList({
  entries,
  loading = false,
  loadError,
  notAvailable = false,
  timeZone,
}: AuditListProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const dateTime = useDateTime(timeZone);
  const state = (name: string) => {
    const words = Object.hasOwn(stateWords, name) ? stateWords[name] : undefined;
    return words ? intl.formatMessage(words) : name;
  };
  const what = (entry: AuditEntryView) => {
    const id = (
      <bdi key="id">
        {typeof entry.subjectId === 'number'
          ? formatInteger(entry.subjectId, numberLocale)
          : entry.subjectId}
      </bdi>
    );
    return isOneOf(reviewActions, entry.action)
      ? intl.formatMessage(auditMessages[entry.action], { id })
      : intl.formatMessage(auditMessages.other, {
          action: entry.action,
          subject: entry.subject,
          id,
        });
  };
  return (
    <QueueSection title={intl.formatMessage(messages.audit)} busy={loading}>
      <ListStates
        items={entries}
        loading={loading}
        loadError={loadError}
        notAvailable={notAvailable}
        empty={intl.formatMessage(messages.auditEmpty)}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.auditList)}>
            {items.map((entry) => (
              <li key={entry.id} className={styles.auditEntry}>
                <span>
                  {intl.formatMessage(auditMessages.by, {
                    what: (
                      <span key="what" className={styles.auditWhat}>
                        {what(entry)}
                      </span>
                    ),
                    operator: <bdi key="operator">{entry.operator}</bdi>,
                  })}
                </span>
                <span className={styles.muted}>
                  {intl.formatMessage(auditMessages.when, {
                    date: (
                      <time key="date" dateTime={entry.at}>
                        {dateTime(entry.at)}
                      </time>
                    ),
                    change: intl.formatMessage(auditMessages.change, {
                      before: state(entry.before),
                      after: state(entry.after),
                    }),
                  })}
                </span>
                {entry.reason && (
                  <span>
                    {intl.formatMessage(requestMessages.reason, {
                      reason: <bdi key="reason">{entry.reason}</bdi>,
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </QueueSection>
  );
}
