import { useIntl } from 'react-intl';
import { isOneOf, type Open } from '../../model';
import { StateBadge, type StateBadgeTone } from '../../primitives/StateBadge';
import { messages } from './OrdersList.messages';

/** The states of an order (the contract's): paid and waiting, delivered, or cancelled. */
export const orderStates = ['pending delivery', 'delivered', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

const stateParts: Record<
  OrderState,
  { tone: StateBadgeTone; message: 'pendingDelivery' | 'delivered' | 'cancelled' }
> = {
  'pending delivery': { tone: 'waiting', message: 'pendingDelivery' },
  delivered: { tone: 'done', message: 'delivered' },
  cancelled: { tone: 'refused', message: 'cancelled' },
};

/** An order's state in words; a state another backend sends, as it came. */
export function OrderStateBadge({ state }: { state: Open<OrderState> }) {
  const intl = useIntl();
  if (!isOneOf(orderStates, state)) return <StateBadge tone="waiting">{state}</StateBadge>;
  const { tone, message } = stateParts[state];
  return <StateBadge tone={tone}>{intl.formatMessage(messages[message])}</StateBadge>;
}
