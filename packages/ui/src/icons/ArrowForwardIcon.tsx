import { makeIcon } from './Icon';

/** Points toward the end of the line: right in English, left in Persian and Arabic. */
export const ArrowForwardIcon = makeIcon('ArrowForward', <path d="M5 12h14M13 6l6 6-6 6" />, {
  pointing: true,
});
