import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { iconButton } from './IconButton.css';

export const iconButtonVariants = ['ghost', 'outline', 'primary'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** What the button does, for people who cannot see the icon. Required: an icon has no name. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      {...props}
    >
      {icon}
    </button>
  );
}
