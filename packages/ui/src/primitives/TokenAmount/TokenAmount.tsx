import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatBalance, formatUsd } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { amount as amountClass, unit as unitClass } from './TokenAmount.css';
import { messages } from './TokenAmount.messages';

export const tokens = ['iziDol', 'iziDot', 'iziDom', 'usd'] as const;
export type Token = (typeof tokens)[number];
export const tokenAmountSizes = ['sm', 'md', 'lg'] as const;
export type TokenAmountSize = (typeof tokenAmountSizes)[number];

export interface TokenAmountProps {
  value: number;
  token: Token;
  size?: TokenAmountSize;
  /** Shows a + before positive values (a credit) and − before negative ones (a debit). */
  signed?: boolean;
}

/** Formats an amount with exactly two decimals, in the locale's digits (ar-SA for Arabic). */
export function useFormatTokenAmount() {
  const { numberLocale } = useLocale();
  return (value: number, token: Token, signed = false): string => {
    const magnitude = signed ? Math.abs(value) : value;
    const text =
      token === 'usd' ? formatUsd(magnitude, numberLocale) : formatBalance(magnitude, numberLocale);
    if (!signed || value === 0) return text;
    return `${value > 0 ? '+' : '−'}${text}`;
  };
}

export function TokenAmount({ value, token, size = 'md', signed = false }: TokenAmountProps) {
  const intl = useIntl();
  const format = useFormatTokenAmount();
  const text = format(value, token, signed);
  if (token === 'usd') {
    // The text keeps its own order (US$ after the digits in Arabic) and the box its place in a
    // right-to-left layout: the direction is on an isolate inside, not on the box.
    return (
      <span className={amountClass({ size })}>
        <bdi dir="ltr">{text}</bdi>
      </span>
    );
  }
  return (
    <span className={amountClass({ size })}>
      {intl.formatMessage(messages[token], {
        amount: (
          <bdi key="amount" dir={signed ? 'ltr' : undefined}>
            {text}
          </bdi>
        ),
        unit: (chunks: ReactNode[]) => (
          <span key="unit" className={unitClass({ token })}>
            {chunks}
          </span>
        ),
      })}
    </span>
  );
}
