import { defineMessages } from 'react-intl';

/** Stand-in text for the transactions slot in the wallet's stories (the app passes the real list). */
export const samples = defineMessages({
  transactionsTitle: {
    id: 'walletPageSample.transactionsTitle',
    defaultMessage: 'Latest transactions',
    description: 'Story sample: heading of the transactions slot',
  },
  transactionsBody: {
    id: 'walletPageSample.transactionsBody',
    defaultMessage: 'The transactions list appears here.',
    description: 'Story sample: stands in for the transactions list',
  },
});
