import { makeIcon } from './Icon';

export const ChevronBackIcon = makeIcon('ChevronBack', <path d="M15 6l-6 6 6 6" />, {
  pointing: true,
});
