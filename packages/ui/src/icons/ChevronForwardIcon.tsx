import { makeIcon } from './Icon';

export const ChevronForwardIcon = makeIcon('ChevronForward', <path d="M9 6l6 6-6 6" />, {
  pointing: true,
});
