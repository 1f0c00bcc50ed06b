import { makeIcon } from './Icon';

export const PlusIcon = makeIcon('Plus', <path d="M12 5v14M5 12h14" />);
