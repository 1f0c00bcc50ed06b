import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { ListStates } from '../../primitives/ListStates';
import { requestMessages } from '../../wallet/UsdtRequestList/UsdtRequestList.messages';
import { newestFirst } from '../../wallet/UsdtRequestList/UsdtRequestList';
import {
  UsdtRequestStateBadge,
  useDateTime,
  useUsdtAmount,
  useUsdtRequestType,
  usdtRequestStates,
  type UsdtRequestState,
} from '../../wallet/UsdtRequestList/usdtRequestParts';
import type { OperatorUsdtRequestView, ReviewTarget } from '../model';
import * as styles from './OperatorConsole.css';
import { messages } from './OperatorConsole.messages';
import { Detail, QueueRow, QueueSection } from './QueueSection';

export interface RequestQueueProps {
  requests?: readonly OperatorUsdtRequestView[] | undefined;
  loading?: boolean;
  loadError?: ReactNode;
  notAvailable?: boolean;
  filter: UsdtRequestState;
  onFilterChange: (state: UsdtRequestState) => void;
  onReview: (target: ReviewTarget) => void;
  timeZone?: string;
}

/** The USDT requests in one state, newest first; a pending one can be approved or rejected. */
export function RequestQueue({
  requests,
  loading = false,
  loadError,
  notAvailable = false,
  filter,
  onFilterChange,
  onReview,
  timeZone,
}: RequestQueueProps) {
  const intl = useIntl();
  const typeText = useUsdtRequestType();
  const usdt = useUsdtAmount();
  const dateTime = useDateTime(timeZone);
  return (
    <QueueSection
      title={intl.formatMessage(messages.requests)}
      busy={loading}
      filter={{
        value: filter,
        onChange: onFilterChange,
        options: usdtRequestStates.map((state) => ({
          value: state,
          label: intl.formatMessage(requestMessages[state]),
        })),
      }}
    >
      <ListStates
        items={requests}
        loading={loading}
        loadError={loadError}
        notAvailable={notAvailable}
        empty={intl.formatMessage(messages.requestsEmpty)}
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.requestList)}>
            {newestFirst(items).map((request) => (
              <li key={request.id}>
                <QueueRow
                  heading={(id) => (
                    <h3 id={id} className={styles.rowTitle}>
                      {intl.formatMessage(messages.requestHeading, {
                        type: typeText(request.type),
                        amount: usdt(request.amount),
                      })}
                    </h3>
                  )}
                  state={<UsdtRequestStateBadge state={request.state} />}
                >
                  <dl className={styles.details}>
                    <Detail term={intl.formatMessage(messages.person)}>
                      <bdi>{request.username}</bdi>
                    </Detail>
                    {request.proof !== null && (
                      <Detail term={intl.formatMessage(messages.proof)}>
                        <bdi dir="ltr">{request.proof}</bdi>
                      </Detail>
                    )}
                    {request.address !== null && (
                      <Detail term={intl.formatMessage(messages.address)}>
                        <bdi dir="ltr">{request.address}</bdi>
                      </Detail>
                    )}
                    <Detail term={intl.formatMessage(messages.requested)}>
                      <time dateTime={request.createdAt}>{dateTime(request.createdAt)}</time>
                    </Detail>
                    {request.reviewedAt && (
                      <Detail term={intl.formatMessage(messages.reviewed)}>
                        <time dateTime={request.reviewedAt}>{dateTime(request.reviewedAt)}</time>
                      </Detail>
                    )}
                    {request.reviewer && (
                      <Detail term={intl.formatMessage(messages.reviewer)}>
                        <bdi>{request.reviewer}</bdi>
                      </Detail>
                    )}
                    {request.reason && (
                      <Detail term={intl.formatMessage(messages.reason)}>
                        <bdi>{request.reason}</bdi>
                      </Detail>
                    )}
                  </dl>
                  {request.state === 'pending' && (
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        onClick={() => onReview({ action: 'approve', id: request.id })}
                      >
                        {intl.formatMessage(messages.approve)}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onReview({ action: 'reject', id: request.id })}
                      >
                        {intl.formatMessage(messages.reject)}
                      </Button>
                    </div>
                  )}
                </QueueRow>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </QueueSection>
  );
}
