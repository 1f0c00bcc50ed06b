import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locale';
import { TokenAmount, type TokenAmountProps } from './TokenAmount';

function renderIn(locale: Locale, props: TokenAmountProps) {
  return render(
    <LocaleProvider locale={locale} messages={{}}>
      <TokenAmount {...props} />
    </LocaleProvider>,
  );
}

describe('TokenAmount', () => {
  it('shows exactly two decimals with the token unit', () => {
    const { container } = renderIn('en', { value: 1500, token: 'iziDot' });
    expect(container).toHaveTextContent('1,500.00 DOT');
  });

  it('formats US dollars', () => {
    const { container } = renderIn('es', { value: 49.9, token: 'usd' });
    expect(container).toHaveTextContent('$49.90');
  });

  it('writes Latin digits in Persian and Arabic-Indic digits in Arabic', () => {
    renderIn('fa', { value: 12.5, token: 'iziDol' });
    expect(screen.getByText('12.50')).toBeInTheDocument();
    renderIn('ar', { value: 12.5, token: 'iziDol' });
    expect(screen.getByText('١٢٫٥٠')).toBeInTheDocument();
  });

  it('signs credits and debits when asked', () => {
    const { container, rerender } = renderIn('en', { value: -20, token: 'iziDom', signed: true });
    expect(container).toHaveTextContent('−20.00 DOM');
    rerender(
      <LocaleProvider locale="en" messages={{}}>
        <TokenAmount value={20} token="iziDom" signed />
      </LocaleProvider>,
    );
    expect(container).toHaveTextContent('+20.00 DOM');
  });

  it('never shows NaN', () => {
    const { container } = renderIn('en', { value: Number.NaN, token: 'iziDot' });
    expect(container).toHaveTextContent('0.00 DOT');
  });
});
