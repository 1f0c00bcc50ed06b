import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { card, header, title as titleClass } from './Card.css';

export const cardTones = ['default', 'raised', 'sunken'] as const;
export type CardTone = (typeof cardTones)[number];
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading; when given, the card is a region named by it. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Controls at the inline end of the heading row (a manage button, a view-all link). */
  actions?: ReactNode;
  tone?: CardTone;
  padding?: CardPadding;
  as?: 'section' | 'article' | 'div';
}

export function Card({
  title,
  headingLevel = 2,
  actions,
  tone = 'default',
  padding = 'md',
  as,
  className,
  children,
  ...props
}: CardProps) {
  const headingId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      aria-labelledby={title ? headingId : undefined}
      className={[card({ tone, padding }), className].filter(Boolean).join(' ')}
      {...props}
    >
      {(title || actions) && (
        <div className={header}>
          {title && (
            <Heading id={headingId} className={titleClass}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </Element>
  );
}
