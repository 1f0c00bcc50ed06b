import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import type { OrderState } from '../../shop/OrdersList/orderParts';
import { PageHeading } from '../../shell/PageHeading';
import {
  useUsdtAmount,
  useUsdtRequestType,
  type UsdtRequestState,
} from '../../wallet/UsdtRequestList/usdtRequestParts';
import type {
  AuditEntryView,
  OperatorOrderView,
  OperatorUsdtRequestView,
  ReviewDecision,
  ReviewTarget,
} from '../model';
import { AuditList } from './AuditList';
import * as styles from './OperatorConsole.css';
import { messages } from './OperatorConsole.messages';
import { OrderQueue } from './OrderQueue';
import { RequestQueue } from './RequestQueue';
import { ReviewDialog } from './ReviewDialog';

export interface OperatorConsoleProps {
  /** The USDT requests in `requestFilter`'s state; undefined while they load. */
  requests?: readonly OperatorUsdtRequestView[] | undefined;
  requestsLoading?: boolean;
  /** The requests could not be loaded: this (a `LoadError` with its retry) stands in for them. */
  requestsError?: ReactNode;
  /** The server has no operator calls (404, 405 or 501): the queue says "not available yet". */
  requestsNotAvailable?: boolean;
  requestFilter: UsdtRequestState;
  onRequestFilterChange: (state: UsdtRequestState) => void;

  /** The orders in `orderFilter`'s state; undefined while they load. */
  orders?: readonly OperatorOrderView[] | undefined;
  ordersLoading?: boolean;
  ordersError?: ReactNode;
  ordersNotAvailable?: boolean;
  orderFilter: OrderState;
  onOrderFilterChange: (state: OrderState) => void;

  /** Every operator action, newest first; undefined while it loads. */
  audit?: readonly AuditEntryView[] | undefined;
  auditLoading?: boolean;
  auditError?: ReactNode;
  auditNotAvailable?: boolean;

  /** The review whose confirmation is open, or null (controlled). */
  review: ReviewTarget | null;
  /** A row's action asks to open its confirmation; going back asks to close it (`null`). */
  onReviewChange: (review: ReviewTarget | null) => void;
  /** The review was confirmed (with its reason or note). The app closes it when it succeeds. */
  onConfirmReview: (decision: ReviewDecision) => void;
  /** The review is on its way. */
  reviewBusy?: boolean;
  /** Someone reviewed it first (a 409): the dialog says so. */
  reviewConflict?: boolean;
  /** The server's refusal of the review (a 400 and the like), shown in the dialog. */
  reviewError?: string | null;

  /** The time zone the dates are written in (the browser's by default). */
  timeZone?: string;
}

/**
 * The operator's page: the USDT requests and the orders to review, each filtered by state, and
 * the audit of every operator action, as three headed regions. Each review is confirmed in a
 * dialog first.
 */
export function OperatorConsole(props: OperatorConsoleProps) {
  const { review, onReviewChange, timeZone } = props;
  const intl = useIntl();
  const titleId = useId();
  const { subject, person } = useReviewSubject(props);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <PageHeading
        id={titleId}
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <RequestQueue
        items={props.requests}
        loading={props.requestsLoading}
        loadError={props.requestsError}
        notAvailable={props.requestsNotAvailable}
        filter={props.requestFilter}
        onFilterChange={props.onRequestFilterChange}
        onReview={onReviewChange}
        timeZone={timeZone}
      />
      <OrderQueue
        items={props.orders}
        loading={props.ordersLoading}
        loadError={props.ordersError}
        notAvailable={props.ordersNotAvailable}
        filter={props.orderFilter}
        onFilterChange={props.onOrderFilterChange}
        onReview={onReviewChange}
        timeZone={timeZone}
      />
      <AuditList
        entries={props.audit}
        loading={props.auditLoading}
        loadError={props.auditError}
        notAvailable={props.auditNotAvailable}
        timeZone={timeZone}
      />
      <ReviewDialog
        target={review}
        subject={subject}
        person={person}
        busy={props.reviewBusy}
        conflict={props.reviewConflict}
        error={props.reviewError}
        onConfirm={props.onConfirmReview}
        onCancel={() => onReviewChange(null)}
      />
    </section>
  );
}

/** What the open review is about, in the words of its row, when the row is in the list. */
function useReviewSubject({ review, requests, orders }: OperatorConsoleProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const typeText = useUsdtRequestType();
  const usdt = useUsdtAmount();
  if (!review) return {};
  if (review.action === 'approve' || review.action === 'reject') {
    const request = requests?.find((candidate) => candidate.id === review.id);
    if (!request) return {};
    return {
      subject: intl.formatMessage(messages.requestHeading, {
        type: typeText(request.type),
        amount: usdt(request.amount),
      }),
      person: request.username,
    };
  }
  const order = orders?.find((candidate) => candidate.id === review.id);
  if (!order) return {};
  return {
    subject: intl.formatMessage(messages.order, {
      number: typeof order.id === 'number' ? formatInteger(order.id, numberLocale) : order.id,
    }),
    person: order.username,
  };
}
