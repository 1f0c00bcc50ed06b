import { makeIcon } from './Icon';

export const CheckIcon = makeIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
