/** A shop item's discount fields, as every layer holds them. */
export interface DiscountFields {
  discountPriceDol?: number | null | undefined;
  discountCostDom?: number | null | undefined;
}

/**
 * The discount is offered only when both its iziDol price and its iziDom cost are present: one
 * without the other is not a price anyone can pay.
 */
export function hasDiscount<T extends DiscountFields>(
  item: T,
): item is T & { discountPriceDol: number; discountCostDom: number } {
  return item.discountPriceDol != null && item.discountCostDom != null;
}
