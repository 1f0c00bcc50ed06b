import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: Record<never, never>;
  empty: Record<never, never>;
  viewAll: Record<never, never>;
  when: { date: string; time: string };
  CREDIT: Record<never, never>;
  DEBIT: Record<never, never>;
  CONVERT: Record<never, never>;
  MINT: Record<never, never>;
  CHARACTER_SALE: Record<never, never>;
  MEDALLION_UPGRADE: Record<never, never>;
  IZIDOL: Record<never, never>;
  IZIDOT: Record<never, never>;
  IZIDOM: Record<never, never>;
}>({
  title: { id: 'transactionsList.title', defaultMessage: 'Latest transactions' },
  empty: { id: 'transactionsList.empty', defaultMessage: 'No transactions yet.' },
  viewAll: {
    id: 'transactionsList.viewAll',
    defaultMessage: 'View all',
    description: 'Opens the wallet page, where every transaction is listed',
  },
  when: {
    id: 'transactionsList.when',
    defaultMessage: '{date}, {time}',
    description: 'When a transaction happened: its localized date, then its time',
  },
  CREDIT: {
    id: 'transactionsList.credit',
    defaultMessage: 'Credit',
    description: 'Tokens received',
  },
  DEBIT: { id: 'transactionsList.debit', defaultMessage: 'Debit', description: 'Tokens spent' },
  CONVERT: {
    id: 'transactionsList.convert',
    defaultMessage: 'Conversion',
    description: 'Tokens converted from one kind to another',
  },
  MINT: {
    id: 'transactionsList.mint',
    defaultMessage: 'Mint',
    description: 'New tokens created for the user, e.g. daily income',
  },
  CHARACTER_SALE: {
    id: 'transactionsList.characterSale',
    defaultMessage: 'Character sale',
  },
  MEDALLION_UPGRADE: {
    id: 'transactionsList.medallionUpgrade',
    defaultMessage: 'Medallion upgrade',
  },
  IZIDOL: {
    id: 'transactionsList.iziDol',
    defaultMessage: 'iziDol',
    description: 'Token name; keep it in Latin letters',
  },
  IZIDOT: {
    id: 'transactionsList.iziDot',
    defaultMessage: 'iziDot',
    description: 'Token name; keep it in Latin letters',
  },
  IZIDOM: {
    id: 'transactionsList.iziDom',
    defaultMessage: 'iziDom',
    description: 'Token name; keep it in Latin letters',
  },
});
