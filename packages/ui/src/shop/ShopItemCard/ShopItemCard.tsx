import { hasDiscount, shopFallbackImagePath as shopFallbackImage } from '@izi/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { PlusIcon } from '../../icons';
import { CatalogCard } from '../../catalog/CatalogCard';
import { Button } from '../../primitives/Button';
import { TokenAmount } from '../../primitives/TokenAmount';
import type { ItemId } from '../../model';
import * as styles from './ShopItemCard.css';
import { messages } from './ShopItemCard.messages';

/** A real-world item in iziShop; shaped like the contract's `ShopItem`. */
export interface ShopItem {
  id: ItemId;
  name: string;
  description?: string | undefined;
  /** Null, empty or missing: a neutral parcel stands in (`/art/shop/item.svg`). */
  imageUrl?: string | null | undefined;
  /** How many are left; 0 means it cannot be added to the cart. */
  stock: number;
  /** The price in iziDol, shown as US dollars (iziDol is the stable coin). */
  priceDol: number;
  /** The discounted iziDol price; the discount shows only when both discount fields are set. */
  discountPriceDol?: number | null | undefined;
  /** The iziDom paid on top of the discounted price. */
  discountCostDom?: number | null | undefined;
}

/** The discount is offered only when both its price and its iziDom cost are present. */
export { hasDiscount } from '@izi/domain';

/** The neutral picture of an item that has none (`@izi/domain`). */
export { shopFallbackImagePath as shopFallbackImage } from '@izi/domain';

export interface ShopItemCardProps {
  item: ShopItem;
  /** The add-to-cart button was pressed (never for an item out of stock). */
  onAddToCart: (id: ItemId) => void;
  headingLevel?: 2 | 3;
}

/**
 * One shop item: picture, name, description, stock, price, the discount when it has one, and
 * add to cart, disabled with "Out of stock" beside it when none is left.
 */
export function ShopItemCard({ item, onAddToCart, headingLevel = 2 }: ShopItemCardProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const stockId = useId();
  const available = item.stock > 0;
  const discounted = hasDiscount(item);
  return (
    <CatalogCard
      name={item.name}
      description={item.description}
      imageSrc={item.imageUrl || shopFallbackImage}
      picture="photo"
      faded={!available}
      headingLevel={headingLevel}
    >
      {available ? (
        <p id={stockId} className={styles.stock}>
          {intl.formatMessage(messages.inStock, {
            count: formatInteger(item.stock, numberLocale),
          })}
        </p>
      ) : (
        <p id={stockId} className={styles.outOfStock}>
          {intl.formatMessage(messages.outOfStock)}
        </p>
      )}
      <dl className={styles.prices}>
        <div className={styles.priceRow}>
          <dt className={styles.priceLabel}>{intl.formatMessage(messages.price)}</dt>
          <dd className={styles.priceValue}>
            {discounted ? (
              <s className={styles.struck}>
                <TokenAmount value={item.priceDol} token="usd" />
              </s>
            ) : (
              <TokenAmount value={item.priceDol} token="usd" size="lg" />
            )}
          </dd>
        </div>
        {discounted && (
          <div className={styles.priceRow}>
            <dt className={styles.priceLabel}>{intl.formatMessage(messages.discountPrice)}</dt>
            <dd className={styles.discountValue}>
              {intl.formatMessage(messages.discountAmount, {
                price: (
                  <TokenAmount key="price" value={item.discountPriceDol} token="usd" size="lg" />
                ),
                dom: <TokenAmount key="dom" value={item.discountCostDom} token="iziDom" />,
              })}
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.footer}>
        <Button
          fullWidth
          icon={<PlusIcon size={18} />}
          disabled={!available}
          aria-label={intl.formatMessage(messages.addToCartLabel, { name: item.name })}
          aria-describedby={stockId}
          onClick={() => onAddToCart(item.id)}
        >
          {intl.formatMessage(messages.addToCart)}
        </Button>
      </div>
    </CatalogCard>
  );
}
