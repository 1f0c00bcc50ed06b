import { isApiError, type OperatorOrderFilter } from '@izi/api';
import { OperatorConsole, type ReviewTarget } from '@izi/ui';
import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { isNotAvailableYet } from '../../shared/api/apiClient';
import { appMessages } from '../../shared/app.messages';
import { errorText } from '../../shared/errorText';
import { loadErrorOf, type LoadableQuery } from '../../shared/loadErrorOf';
import { useNotAvailable } from '../../shared/notices/useNotAvailable';
import { useOperatorAudit, useOperatorOrders, useOperatorRequests, useReview } from './useOperator';

type Props = ComponentProps<typeof OperatorConsole>;
type OrderFilter = Props['orderFilter'];

/** The console names a pending order by its state; the API's `?state=` filter says `pending`. */
const orderFilterOf: Record<OrderFilter, OperatorOrderFilter> = {
  'pending delivery': 'pending',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** A queue's load failure, or "not available yet" on a backend without the call. */
function partOf(query: LoadableQuery) {
  const missing = isNotAvailableYet(query.error);
  return { notAvailable: missing, error: missing ? undefined : loadErrorOf(query) };
}

/**
 * The operator console: the queues of USDT requests and orders with their state filters, the
 * audit, and the reviews. A review refused because another operator got there first (409) says
 * so; another refusal shows the server's message in the dialog; a backend without the call says
 * "not available yet". The dialog closes once the review is done.
 */
export function OperatorConsoleContainer() {
  const intl = useIntl();
  const notAvailable = useNotAvailable();
  const [requestFilter, setRequestFilter] = useState<Props['requestFilter']>('pending');
  const [orderFilter, setOrderFilter] = useState<OrderFilter>('pending delivery');
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const requests = useOperatorRequests(requestFilter);
  const orders = useOperatorOrders(orderFilterOf[orderFilter]);
  const audit = useOperatorAudit();
  const submit = useReview();

  const requestsPart = partOf(requests);
  const ordersPart = partOf(orders);
  const auditPart = partOf(audit);
  const failure = submit.error;
  const conflict = isApiError(failure) && failure.status === 409;
  const refusal =
    failure && !conflict && !isNotAvailableYet(failure)
      ? errorText(failure, intl.formatMessage(appMessages.unknownError))
      : null;

  return (
    <OperatorConsole
      requests={requests.data}
      requestsLoading={requests.isPending && !requestsPart.notAvailable}
      requestsError={requestsPart.error}
      requestsNotAvailable={requestsPart.notAvailable}
      requestFilter={requestFilter}
      onRequestFilterChange={setRequestFilter}
      orders={orders.data}
      ordersLoading={orders.isPending && !ordersPart.notAvailable}
      ordersError={ordersPart.error}
      ordersNotAvailable={ordersPart.notAvailable}
      orderFilter={orderFilter}
      onOrderFilterChange={setOrderFilter}
      audit={audit.data}
      auditLoading={audit.isPending && !auditPart.notAvailable}
      auditError={auditPart.error}
      auditNotAvailable={auditPart.notAvailable}
      review={review}
      onReviewChange={(next) => {
        submit.reset();
        setReview(next);
      }}
      onConfirmReview={(decision) =>
        submit.mutate(decision, {
          onSuccess: () => setReview(null),
          onError: (error) => {
            if (!isNotAvailableYet(error)) return;
            setReview(null);
            notAvailable();
          },
        })
      }
      reviewBusy={submit.isPending}
      reviewConflict={conflict}
      reviewError={refusal}
    />
  );
}
