import { makeIcon } from './Icon';

/** Points toward the start of the line. */
export const ArrowBackIcon = makeIcon('ArrowBack', <path d="M19 12H5M11 6l-6 6 6 6" />, {
  pointing: true,
});
