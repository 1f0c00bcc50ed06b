import { makeIcon } from './Icon';

export const ChevronDownIcon = makeIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
