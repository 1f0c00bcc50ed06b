import { makeIcon } from './Icon';

export const LogoutIcon = makeIcon(
  'Logout',
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 8l-4 4 4 4M6 12h9" />
  </>,
  { pointing: true },
);
