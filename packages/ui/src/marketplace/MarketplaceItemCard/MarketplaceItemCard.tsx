import { useIntl } from 'react-intl';
import { CatalogCard } from '../../catalog/CatalogCard';
import { Button } from '../../primitives/Button';
import { TokenAmount } from '../../primitives/TokenAmount';
import { jobImagePath, jobLabel, type AnyJob } from '../../characters/jobs';
import type { ItemId } from '../../model';
import * as styles from './MarketplaceItemCard.css';
import { messages } from './MarketplaceItemCard.messages';

/** A character offered in the marketplace; shaped like the contract's `MarketplaceItem`. */
export interface MarketplaceItem {
  id: ItemId;
  name: string;
  description?: string | undefined;
  /** Null, empty or missing: the job's illustration stands in. */
  imageUrl?: string | null | undefined;
  /** A job the library does not know is shown as it came, with neutral art. */
  applicableJob: AnyJob;
  /** The price, in iziDot. */
  priceDot: number;
}

export interface MarketplaceItemCardProps {
  item: MarketplaceItem;
  /** The buy button was pressed; the app decides what buying does. */
  onBuy: (id: ItemId) => void;
  /** The level of the item's name heading (default 2: under the page's h1). */
  headingLevel?: 2 | 3;
}

/** One offer: picture, name, job, description, price in iziDot and a buy button. */
export function MarketplaceItemCard({ item, onBuy, headingLevel = 2 }: MarketplaceItemCardProps) {
  const intl = useIntl();
  return (
    <CatalogCard
      name={item.name}
      description={item.description}
      imageSrc={item.imageUrl || jobImagePath(item.applicableJob)}
      picture="illustration"
      headingLevel={headingLevel}
      tag={<p className={styles.job}>{jobLabel(intl, item.applicableJob)}</p>}
    >
      <div className={styles.footer}>
        <p className={styles.price}>
          <span className={styles.priceLabel}>{intl.formatMessage(messages.price)}</span>
          <TokenAmount value={item.priceDot} token="iziDot" size="lg" />
        </p>
        <Button
          aria-label={intl.formatMessage(messages.buyLabel, { name: item.name })}
          onClick={() => onBuy(item.id)}
        >
          {intl.formatMessage(messages.buy)}
        </Button>
      </div>
    </CatalogCard>
  );
}
