import { makeIcon as icon } from '../icons/Icon';

/** Icons only the medallion components draw, in the style of `../icons` (decorative). */
export const CrownIcon = icon('Crown', <path d="M4 18h16M5 15l-1.5-8 5 4L12 5l3.5 6 5-4L19 15z" />);
export const UsersIcon = icon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 19.5a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14a6.5 6.5 0 0 1 3 5.5" />
  </>,
);
export const ArrowUpIcon = icon('ArrowUp', <path d="M12 19V5M6 11l6-6 6 6" />);
