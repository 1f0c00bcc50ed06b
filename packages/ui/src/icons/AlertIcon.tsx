import { makeIcon } from './Icon';

export const AlertIcon = makeIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.2v.3" />
  </>,
);
