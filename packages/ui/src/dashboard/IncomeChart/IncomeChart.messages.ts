import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: Record<never, never>;
  total: { amount: string };
  legend: Record<never, never>;
  chartLabel: { amount: string };
}>({
  title: { id: 'incomeChart.title', defaultMessage: 'Income growth' },
  total: {
    id: 'incomeChart.total',
    defaultMessage: '{amount} DOT',
    description: "The chart's fixed figure, e.g. 15,000 DOT; keep DOT in Latin letters",
  },
  legend: { id: 'incomeChart.legend', defaultMessage: 'last 7 days' },
  chartLabel: {
    id: 'incomeChart.chartLabel',
    defaultMessage: 'Income growing over the last 7 days, to {amount} DOT',
    description: 'What the decorative chart shows, for screen readers',
  },
});
