import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ count: { count: number; n: string } }>({
  count: {
    id: 'resultsStatus.count',
    defaultMessage: '{count, plural, one {{n} result} other {{n} results}}',
    description:
      'Said by screen readers (not shown) when a search or a filter changes: how many items it leaves (n is the formatted count)',
  },
});
