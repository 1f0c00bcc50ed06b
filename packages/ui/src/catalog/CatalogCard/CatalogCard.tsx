import { useId, type ReactNode } from 'react';
import * as styles from './CatalogCard.css';

export interface CatalogCardProps {
  name: string;
  description?: string | undefined;
  /** The picture's address; it is decorative (the name says what it shows). */
  imageSrc: string;
  /** The picture's backdrop and margin: an illustration on a tint, or a photograph. */
  picture: 'illustration' | 'photo';
  /** Shown faded: the item cannot be had. */
  faded?: boolean;
  /** The level of the name's heading (2: under the page's h1). */
  headingLevel: 2 | 3;
  /** Between the name and the description (a tag). */
  tag?: ReactNode;
  /** Below the description: the price and the card's action. */
  children: ReactNode;
}

/** The frame of one item of a catalog: picture, name, description, then the item's own part. */
export function CatalogCard({
  name,
  description,
  imageSrc,
  picture,
  faded = false,
  headingLevel,
  tag,
  children,
}: CatalogCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const illustration = picture === 'illustration';
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media[illustration ? 'tinted' : 'neutral']}>
        {/* Decorative: the name below says what it shows. */}
        <img
          className={[styles.image[illustration ? 'inset' : 'full'], faded && styles.faded]
            .filter(Boolean)
            .join(' ')}
          src={imageSrc}
          alt=""
          width={320}
          height={240}
        />
      </div>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name} dir="auto">
          {name}
        </Heading>
        {tag}
        <p className={styles.description} dir="auto">
          {description}
        </p>
        {children}
      </div>
    </article>
  );
}
