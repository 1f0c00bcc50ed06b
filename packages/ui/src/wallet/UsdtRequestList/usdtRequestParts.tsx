import { usdtRequestTypes, type UsdtRequestType } from '@izi/domain';
import { useIntl } from 'react-intl';
import { formatBalance } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { isOneOf, type Open } from '../../model';
import { StateBadge, type StateBadgeTone } from '../../primitives/StateBadge';
import { requestMessages } from './UsdtRequestList.messages';

export { usdtRequestTypes, type UsdtRequestType };

export const usdtRequestStates = ['pending', 'approved', 'rejected'] as const;
export type UsdtRequestState = (typeof usdtRequestStates)[number];

const stateTones: Record<UsdtRequestState, StateBadgeTone> = {
  pending: 'waiting',
  approved: 'done',
  rejected: 'refused',
};

/** A request's state in words (pending, approved, rejected); another state as it came. */
export function UsdtRequestStateBadge({ state }: { state: Open<UsdtRequestState> }) {
  const intl = useIntl();
  if (!isOneOf(usdtRequestStates, state)) return <StateBadge tone="waiting">{state}</StateBadge>;
  return (
    <StateBadge tone={stateTones[state]}>{intl.formatMessage(requestMessages[state])}</StateBadge>
  );
}

/** Deposit or withdrawal in words; another type as it came. */
export function useUsdtRequestType() {
  const intl = useIntl();
  return (type: Open<UsdtRequestType>) =>
    isOneOf(usdtRequestTypes, type) ? intl.formatMessage(requestMessages[type]) : type;
}

/** An amount of USDT with two decimals, in the locale's digits. */
export function useUsdtAmount() {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  return (amount: number) =>
    intl.formatMessage(requestMessages.amount, { amount: formatBalance(amount, numberLocale) });
}

/** A date and time as the lists write it: medium date, short time, in `timeZone`. */
export function useDateTime(timeZone: string | undefined) {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone });
}
