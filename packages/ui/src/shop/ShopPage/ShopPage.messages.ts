import { defineMessages } from 'react-intl';
import type { CatalogMessageValues } from '../../catalog/CatalogPage';

export const messages = defineMessages<CatalogMessageValues & { empty: Record<never, never> }>({
  title: {
    id: 'shopPage.title',
    defaultMessage: 'iziShop',
    description: 'Heading of the shop page',
  },
  subtitle: {
    id: 'shopPage.subtitle',
    defaultMessage: 'Real-world goods, paid in iziDol.',
    description: 'Line under the shop heading',
  },
  search: {
    id: 'shopPage.search',
    defaultMessage: 'Search',
    description: 'Label of the shop search box',
  },
  searchPlaceholder: {
    id: 'shopPage.searchPlaceholder',
    defaultMessage: 'Name or description',
    description: 'Placeholder of the shop search box: what it searches',
  },
  list: {
    id: 'shopPage.list',
    defaultMessage: 'Shop items',
    description: 'Accessible name of the list of shop items',
  },
  count: {
    id: 'shopPage.count',
    defaultMessage: 'Showing {shown} of {total}',
    description: 'How many items the search leaves; both numbers are pre-formatted',
  },
  noMatch: {
    id: 'shopPage.noMatch',
    defaultMessage: 'No items match “{query}”.',
    description: 'Shown when the search finds nothing; {query} is what the person typed',
  },
  clearSearch: {
    id: 'shopPage.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button that empties the search box',
  },
  empty: {
    id: 'shopPage.empty',
    defaultMessage: 'The shop has no items right now.',
    description: 'Shown when the shop has no items at all',
  },
});
