import { defineMessages } from 'react-intl';
import type { CatalogMessageValues } from '../../catalog/CatalogPage';

type None = Record<never, never>;

export const messages = defineMessages<
  CatalogMessageValues & { jobFilter: None; allJobs: None; noJobItems: None; empty: None }
>({
  title: {
    id: 'marketplacePage.title',
    defaultMessage: 'Marketplace',
    description: 'Heading of the marketplace page',
  },
  subtitle: {
    id: 'marketplacePage.subtitle',
    defaultMessage: 'Buy characters that earn iziDot every day.',
    description: 'Line under the marketplace heading',
  },
  search: {
    id: 'marketplacePage.search',
    defaultMessage: 'Search',
    description: 'Label of the marketplace search box',
  },
  searchPlaceholder: {
    id: 'marketplacePage.searchPlaceholder',
    defaultMessage: 'Name or description',
    description: 'Placeholder of the marketplace search box: what it searches',
  },
  jobFilter: {
    id: 'marketplacePage.jobFilter',
    defaultMessage: 'Filter by job',
    description: 'Label of the row of job filter buttons',
  },
  allJobs: {
    id: 'marketplacePage.allJobs',
    defaultMessage: 'All',
    description: 'Job filter button that shows every job',
  },
  list: {
    id: 'marketplacePage.list',
    defaultMessage: 'Characters for sale',
    description: 'Accessible name of the list of marketplace items',
  },
  count: {
    id: 'marketplacePage.count',
    defaultMessage: 'Showing {shown} of {total}',
    description: 'How many items the search and filter leave; both numbers are pre-formatted',
  },
  noMatch: {
    id: 'marketplacePage.noMatch',
    defaultMessage: 'No characters match “{query}”.',
    description: 'Shown when the search finds nothing; {query} is what the person typed',
  },
  clearSearch: {
    id: 'marketplacePage.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button that empties the search box',
  },
  noJobItems: {
    id: 'marketplacePage.noJobItems',
    defaultMessage: 'No characters with this job are for sale right now.',
    description: 'Shown when the chosen job filter leaves no item',
  },
  empty: {
    id: 'marketplacePage.empty',
    defaultMessage: 'No characters are for sale right now.',
    description: 'Shown when the marketplace has no items at all',
  },
});
