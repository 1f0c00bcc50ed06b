import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import {
  signedAmount,
  transactionDirection,
  TransactionsList,
  transactionTypes,
} from './TransactionsList';

describe('transactionDirection', () => {
  it('brings tokens in, takes them out, or exchanges them', () => {
    expect(
      Object.fromEntries(transactionTypes.map((type) => [type, transactionDirection(type)])),
    ).toEqual({
      CREDIT: 'in',
      DEBIT: 'out',
      CONVERT: 'neutral',
      MINT: 'in',
      CHARACTER_SALE: 'in',
      MEDALLION_UPGRADE: 'out',
    });
  });

  it('signs the positive amount by the type', () => {
    expect(signedAmount({ transactionType: 'DEBIT', amount: 20 })).toBe(-20);
    expect(signedAmount({ transactionType: 'MINT', amount: 20 })).toBe(20);
    expect(signedAmount({ transactionType: 'CONVERT', amount: 20 })).toBe(20);
  });
});

describe('TransactionsList', () => {
  it('writes dates in the given time zone', () => {
    render(
      <LocaleProvider locale="en" messages={{}}>
        <TransactionsList
          timeZone="Asia/Tehran"
          transactions={[
            {
              id: 1,
              transactionType: 'CREDIT',
              tokenType: 'IZIDOL',
              amount: 5,
              timestamp: '2025-06-14T22:00:00.000Z',
            },
          ]}
        />
      </LocaleProvider>,
    );
    // 22:00 UTC is 01:30 the next day in Tehran.
    expect(screen.getByRole('listitem')).toHaveTextContent('Jun 15, 2025, 1:30 AM');
  });
});
