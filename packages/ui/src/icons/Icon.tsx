import type { ReactNode, SVGProps } from 'react';
import { mirrorInRtl } from '../theme/utils.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/** Decorative by default: the control around an icon carries its accessible name. */
export function makeIcon(name: string, paths: ReactNode, options: { pointing?: boolean } = {}) {
  function IconComponent({ size = 20, className, ...props }: IconProps) {
    const classes = [options.pointing ? mirrorInRtl : undefined, className].filter(Boolean);
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={classes.join(' ') || undefined}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

/** Points toward the end of the line: right in English, left in Persian and Arabic. */
export const ArrowForwardIcon = makeIcon('ArrowForward', <path d="M5 12h14M13 6l6 6-6 6" />, {
  pointing: true,
});
/** Points toward the start of the line. */
export const ArrowBackIcon = makeIcon('ArrowBack', <path d="M19 12H5M11 6l-6 6 6 6" />, {
  pointing: true,
});
export const ChevronForwardIcon = makeIcon('ChevronForward', <path d="M9 6l6 6-6 6" />, {
  pointing: true,
});
export const ChevronBackIcon = makeIcon('ChevronBack', <path d="M15 6l-6 6 6 6" />, {
  pointing: true,
});
export const ChevronDownIcon = makeIcon('ChevronDown', <path d="M6 9l6 6 6-6" />);
export const CloseIcon = makeIcon('Close', <path d="M6 6l12 12M18 6L6 18" />);
export const CheckIcon = makeIcon('Check', <path d="M5 12.5l4.5 4.5L19 7.5" />);
export const MenuIcon = makeIcon('Menu', <path d="M4 7h16M4 12h16M4 17h16" />);
export const SearchIcon = makeIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);
export const BellIcon = makeIcon(
  'Bell',
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </>,
);
export const GlobeIcon = makeIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 3.5 5.4 3.5 8.5s-1 5.9-3.5 8.5c-2.5-2.6-3.5-5.4-3.5-8.5s1-5.9 3.5-8.5z" />
  </>,
);
export const LogoutIcon = makeIcon(
  'Logout',
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 8l-4 4 4 4M6 12h9" />
  </>,
  { pointing: true },
);
export const EyeIcon = makeIcon(
  'Eye',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = makeIcon(
  'EyeOff',
  <>
    <path d="M4 4l16 16" />
    <path d="M9.9 5.8A9.7 9.7 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-3 3.7M6.2 7.4A15.6 15.6 0 0 0 2.5 12S6 18.5 12 18.5a9.4 9.4 0 0 0 4.1-.9" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
export const StarIcon = makeIcon(
  'Star',
  <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" />,
);
export const AlertIcon = makeIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.5M12 16.2v.3" />
  </>,
);
export const PlusIcon = makeIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = makeIcon('Minus', <path d="M5 12h14" />);
export const TrashIcon = makeIcon(
  'Trash',
  <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />,
);
export const CartIcon = makeIcon(
  'Cart',
  <>
    <path d="M3 4h2.5l2.2 10.5h10.1L20 7.5H6.4" />
    <circle cx="9.5" cy="19" r="1.3" />
    <circle cx="16.5" cy="19" r="1.3" />
  </>,
);
