import { makeIcon } from './Icon';

export const CartIcon = makeIcon(
  'Cart',
  <>
    <path d="M3 4h2.5l2.2 10.5h10.1L20 7.5H6.4" />
    <circle cx="9.5" cy="19" r="1.3" />
    <circle cx="16.5" cy="19" r="1.3" />
  </>,
);
