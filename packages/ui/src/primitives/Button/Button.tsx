import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../theme/utils.css';
import { button, spinner } from './Button.css';
import { messages } from './Button.messages';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The action is running: the button stays focusable, says so, and ignores clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon before the label (at the inline start). */
  icon?: ReactNode;
  /** An icon after the label (at the inline end). */
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : icon}
      {children}
      {loading && <span className={visuallyHidden}>{intl.formatMessage(messages.loading)}</span>}
      {!loading && iconEnd}
    </button>
  );
}
