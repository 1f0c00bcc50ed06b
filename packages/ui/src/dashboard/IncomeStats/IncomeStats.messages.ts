import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  sevenDayIncome: { id: 'incomeStats.sevenDayIncome', defaultMessage: '7-day income' },
  sevenDayIncomeHint: {
    id: 'incomeStats.sevenDayIncomeHint',
    defaultMessage: 'What your characters earned over the last seven days',
  },
  totalValue: { id: 'incomeStats.totalValue', defaultMessage: 'Estimated total value' },
  totalValueHint: {
    id: 'incomeStats.totalValueHint',
    defaultMessage: 'Your characters and tokens, in US dollars',
  },
  failedTitle: {
    id: 'incomeStats.failedTitle',
    defaultMessage: '7-day income and estimated total value',
    description: 'Title of the one card that says the two figures could not be loaded',
  },
});
