import { makeIcon } from './Icon';

export const MinusIcon = makeIcon('Minus', <path d="M5 12h14" />);
