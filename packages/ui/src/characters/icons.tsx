import { makeIcon as icon } from '../icons/Icon';

/** Icons only the character components draw, in the style of `../icons` (decorative). */
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
