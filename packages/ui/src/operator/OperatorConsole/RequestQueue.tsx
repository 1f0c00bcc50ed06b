import { useIntl } from 'react-intl';
import { requestMessages } from '../../wallet/UsdtRequestList/UsdtRequestList.messages';
import {
  UsdtRequestStateBadge,
  useDateTime,
  useUsdtAmount,
  useUsdtRequestType,
  usdtRequestStates,
  type UsdtRequestState,
} from '../../wallet/UsdtRequestList/usdtRequestParts';
import type { OperatorUsdtRequestView } from '../model';
import * as styles from './OperatorConsole.css';
import { messages } from './OperatorConsole.messages';
import {
  Detail,
  Queue,
  QueueRow,
  ReviewButtons,
  ReviewDetails,
  type QueueProps,
} from './QueueSection';

export type RequestQueueProps = QueueProps<OperatorUsdtRequestView, UsdtRequestState>;

/** The USDT requests in one state, newest first; a pending one can be approved or rejected. */
export function RequestQueue(queue: RequestQueueProps) {
  const intl = useIntl();
  const typeText = useUsdtRequestType();
  const usdt = useUsdtAmount();
  const dateTime = useDateTime(queue.timeZone);
  return (
    <Queue
      queue={queue}
      title={intl.formatMessage(messages.requests)}
      empty={intl.formatMessage(messages.requestsEmpty)}
      label={intl.formatMessage(messages.requestList)}
      states={usdtRequestStates.map((state) => ({
        value: state,
        label: intl.formatMessage(requestMessages[state]),
      }))}
    >
      {(request) => (
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
            {request.proof && (
              <Detail term={intl.formatMessage(messages.proof)}>
                <bdi dir="ltr">{request.proof}</bdi>
              </Detail>
            )}
            {request.address && (
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
            <ReviewDetails reviewer={request.reviewer} reason={request.reason} />
          </dl>
          {request.state === 'pending' && (
            <ReviewButtons
              id={request.id}
              accept="approve"
              refuse="reject"
              onReview={queue.onReview}
            />
          )}
        </QueueRow>
      )}
    </Queue>
  );
}
