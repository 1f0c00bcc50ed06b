import type { ReactNode } from 'react';
import type { IconProps } from '../icons';

/** Icons only the character components draw, in the style of `../icons` (decorative). */
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

export const PencilIcon = icon(
  'Pencil',
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />,
);
export const TagIcon = icon(
  'Tag',
  <>
    <path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8a1.4 1.4 0 0 1 0 2l-7 7a1.4 1.4 0 0 1-2 0z" />
    <circle cx="8.5" cy="8.5" r="1.5" />
  </>,
);
export const SparkleIcon = icon(
  'Sparkle',
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM18.5 16l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z" />,
);
