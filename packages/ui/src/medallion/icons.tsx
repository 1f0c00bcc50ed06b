import { makeIcon as icon } from '../icons/Icon';

/** Icons only the medallion components draw, in the style of `../icons` (decorative). */
export const CrownIcon = icon('Crown', <path d="M4 18h16M5 15l-1.5-8 5 4L12 5l3.5 6 5-4L19 15z" />);
export const ArrowUpIcon = icon('ArrowUp', <path d="M12 19V5M6 11l6-6 6 6" />);
