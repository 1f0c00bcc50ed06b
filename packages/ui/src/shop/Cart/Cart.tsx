import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../auth/FormAlert';
import { formatInteger } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { MinusIcon, PlusIcon, TrashIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton';
import { TokenAmount } from '../../primitives/TokenAmount';
import type { ItemId } from '../../model';
import { hasDiscount, shopFallbackImage, type ShopItem } from '../ShopItemCard/ShopItemCard';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './Cart.css';
import { messages } from './Cart.messages';

/** One line of the cart: shaped like the contract's `CartLine`, with its shop item beside it. */
export interface CartLineView {
  itemId: ItemId;
  /** The item as the shop lists it; missing when the shop no longer has it. */
  item?: ShopItem | undefined;
  quantity: number;
  /** The line pays the discount price in iziDol plus its iziDom. */
  payWithDiscount: boolean;
  /** What the line costs, as the server counted it: iziDol, and iziDom with the discount. */
  priceDol: number;
  costDom: number;
}

export interface CartProps {
  /** The lines; undefined while the cart loads. */
  lines?: readonly CartLineView[] | undefined;
  /** The totals per token, as the server counted them. */
  totalDol?: number;
  totalDom?: number;
  /** The cart is on its way: placeholders stand in for it. */
  loading?: boolean;
  /** The cart could not be loaded: this (a `LoadError` with its retry) stands in for it. */
  loadError?: ReactNode;
  /** The checkout is under way: nothing can be changed until it ends. */
  checkingOut?: boolean;
  /** The server's refusal (out of stock, short balance), shown inline. */
  error?: string | undefined;
  onQuantityChange: (itemId: ItemId, quantity: number) => void;
  onPayWithDiscountChange: (itemId: ItemId, payWithDiscount: boolean) => void;
  onRemove: (itemId: ItemId) => void;
  onCheckout: () => void;
  /** The empty cart offers a way to the shop when given. */
  onBrowse?: () => void;
  /** The most of one item a line may hold beyond the stock (the contract's `MAX_CART_QUANTITY`). */
  maxPerLine?: number;
  /** The cart's heading level (1 on a page of its own); each line's heading is one below. */
  headingLevel?: 1 | 2 | 3;
}

/** The most a line may hold: its item's stock, and at most `maxPerLine`. */
export const maxQuantityOf = (item: ShopItem | undefined, maxPerLine = Infinity) =>
  Math.max(0, Math.min(item?.stock ?? 0, maxPerLine));

interface LineProps {
  line: CartLineView;
  maxPerLine: number | undefined;
  lineHeading: 'h2' | 'h3' | 'h4';
  disabled: boolean;
  onQuantityChange: CartProps['onQuantityChange'];
  onPayWithDiscountChange: CartProps['onPayWithDiscountChange'];
  onRemove: CartProps['onRemove'];
}

function Line({
  line,
  maxPerLine,
  lineHeading: LineHeading,
  disabled,
  onQuantityChange,
  onPayWithDiscountChange,
  onRemove,
}: LineProps) {
  const intl = useIntl();
  const { numberLocale } = useLocale();
  const nameId = useId();
  const stockId = useId();
  const { item, itemId, quantity } = line;
  const name = item?.name ?? String(itemId);
  const max = maxQuantityOf(item, maxPerLine);
  const over = item !== undefined && quantity > max;
  return (
    <article className={styles.line} aria-labelledby={nameId}>
      {/* Decorative: the name beside it says what it shows. */}
      <img
        className={styles.image}
        src={item?.imageUrl || shopFallbackImage}
        alt=""
        width={96}
        height={72}
      />
      <div className={styles.lineBody}>
        <LineHeading id={nameId} className={styles.name} dir="auto">
          {name}
        </LineHeading>
        {item ? (
          <>
            <p className={styles.muted}>
              {intl.formatMessage(messages.unitPrice, {
                price: <TokenAmount key="price" value={item.priceDol} token="usd" />,
              })}
            </p>
            <p id={stockId} className={over ? styles.warning : styles.muted}>
              {over
                ? intl.formatMessage(messages.onlyInStock, {
                    count: formatInteger(item.stock, numberLocale),
                  })
                : intl.formatMessage(messages.inStock, {
                    count: formatInteger(item.stock, numberLocale),
                  })}
            </p>
          </>
        ) : (
          <p className={styles.warning}>{intl.formatMessage(messages.gone)}</p>
        )}
        {item && hasDiscount(item) ? (
          <label className={styles.discount}>
            <input
              type="checkbox"
              checked={line.payWithDiscount}
              disabled={disabled}
              onChange={(event) => onPayWithDiscountChange(itemId, event.currentTarget.checked)}
            />
            <span>
              {intl.formatMessage(messages.payWithDiscount, {
                price: <TokenAmount key="price" value={item.discountPriceDol} token="usd" />,
                dom: <TokenAmount key="dom" value={item.discountCostDom} token="iziDom" />,
              })}
            </span>
          </label>
        ) : null}
      </div>
      <div className={styles.controls}>
        {item ? (
          <div
            role="group"
            aria-label={intl.formatMessage(messages.quantity, { name })}
            className={styles.stepper}
          >
            <IconButton
              variant="outline"
              size="sm"
              icon={<MinusIcon size={16} />}
              label={intl.formatMessage(messages.decrease, { name })}
              disabled={disabled || quantity <= 1}
              onClick={() => onQuantityChange(itemId, Math.min(quantity - 1, Math.max(max, 1)))}
            />
            <output className={styles.quantity} aria-live="polite">
              <span className={visuallyHidden}>
                {intl.formatMessage(messages.quantityValue, {
                  count: formatInteger(quantity, numberLocale),
                })}
              </span>
              <span aria-hidden="true">{formatInteger(quantity, numberLocale)}</span>
            </output>
            <IconButton
              variant="outline"
              size="sm"
              icon={<PlusIcon size={16} />}
              label={intl.formatMessage(messages.increase, { name })}
              aria-describedby={stockId}
              disabled={disabled || quantity >= max}
              onClick={() => onQuantityChange(itemId, quantity + 1)}
            />
          </div>
        ) : null}
        <dl className={styles.lineTotal}>
          <dt className={styles.muted}>{intl.formatMessage(messages.lineTotal)}</dt>
          <dd className={styles.amounts}>
            {line.costDom > 0 ? (
              intl.formatMessage(messages.withDom, {
                price: <TokenAmount key="price" value={line.priceDol} token="usd" />,
                dom: <TokenAmount key="dom" value={line.costDom} token="iziDom" />,
              })
            ) : (
              <TokenAmount value={line.priceDol} token="usd" />
            )}
          </dd>
        </dl>
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon size={16} />}
          disabled={disabled}
          aria-label={intl.formatMessage(messages.remove, { name })}
          onClick={() => onRemove(itemId)}
        >
          {intl.formatMessage(messages.removeShort)}
        </Button>
      </div>
    </article>
  );
}

/**
 * The iziShop cart, held by the server: each line with its item, unit price, a quantity stepper
 * from 1 to the stock, the discount's choice when the item has one, and remove; the totals per
 * token and Checkout; the server's refusal inline.
 */
export function Cart({
  lines,
  totalDol = 0,
  totalDom = 0,
  loading = false,
  loadError,
  checkingOut = false,
  error,
  onQuantityChange,
  onPayWithDiscountChange,
  onRemove,
  onCheckout,
  onBrowse,
  maxPerLine,
  headingLevel = 2,
}: CartProps) {
  const intl = useIntl();
  const titleId = useId();
  const errorId = useId();
  const Heading = `h${headingLevel}` as const;

  let content: ReactNode;
  if (loadError) content = loadError;
  else if (loading || !lines)
    content = (
      <SkeletonGroup>
        <div className={styles.skeleton}>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
          <Skeleton width="40%" />
        </div>
      </SkeletonGroup>
    );
  else if (lines.length === 0)
    content = (
      <div className={styles.empty}>
        <p>{intl.formatMessage(messages.empty)}</p>
        {onBrowse ? (
          <Button variant="secondary" onClick={onBrowse}>
            {intl.formatMessage(messages.browse)}
          </Button>
        ) : null}
        <FormAlert id={errorId} message={error} />
      </div>
    );
  else
    content = (
      <>
        <ul className={styles.lines} aria-label={intl.formatMessage(messages.lines)}>
          {lines.map((line) => (
            <li key={line.itemId}>
              <Line
                line={line}
                maxPerLine={maxPerLine}
                lineHeading={`h${(headingLevel + 1) as 2 | 3 | 4}`}
                disabled={checkingOut}
                onQuantityChange={onQuantityChange}
                onPayWithDiscountChange={onPayWithDiscountChange}
                onRemove={onRemove}
              />
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div className={styles.totalRow}>
            <dt>{intl.formatMessage(messages.totalDol)}</dt>
            <dd className={styles.totalValue}>
              <TokenAmount value={totalDol} token="usd" size="lg" />
            </dd>
          </div>
          {totalDom > 0 ? (
            <div className={styles.totalRow}>
              <dt>{intl.formatMessage(messages.totalDom)}</dt>
              <dd className={styles.totalValue}>
                <TokenAmount value={totalDom} token="iziDom" size="lg" />
              </dd>
            </div>
          ) : null}
        </dl>
        <FormAlert id={errorId} message={error} />
        <div className={styles.footer}>
          <Button
            size="lg"
            loading={checkingOut}
            aria-describedby={error ? errorId : undefined}
            onClick={onCheckout}
          >
            {intl.formatMessage(messages.checkout)}
          </Button>
        </div>
      </>
    );

  return (
    <section className={styles.cart} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </Heading>
      {content}
    </section>
  );
}
