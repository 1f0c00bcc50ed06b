import { makeIcon } from './Icon';

export const SearchIcon = makeIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);
