import { makeIcon } from './Icon';

export const MenuIcon = makeIcon('Menu', <path d="M4 7h16M4 12h16M4 17h16" />);
