import { makeIcon } from './Icon';

export const TrashIcon = makeIcon(
  'Trash',
  <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />,
);
