import { makeIcon } from './Icon';

export const CloseIcon = makeIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
