import type { ReactNode } from 'react';
import type { IconProps } from '../icons';

/** Icons only the medallion components draw, in the style of `../icons` (decorative). */
function icon(name: string, paths: ReactNode) {
  function AreaIcon({ size = 20, ...props }: IconProps) {
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
        {...props}
      >
        {paths}
      </svg>
    );
  }
  AreaIcon.displayName = `${name}Icon`;
  return AreaIcon;
}

export const CrownIcon = icon('Crown', <path d="M4 18h16M5 15l-1.5-8 5 4L12 5l3.5 6 5-4L19 15z" />);
export const UsersIcon = icon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 19.5a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14a6.5 6.5 0 0 1 3 5.5" />
  </>,
);
export const ArrowUpIcon = icon('ArrowUp', <path d="M12 19V5M6 11l6-6 6 6" />);
