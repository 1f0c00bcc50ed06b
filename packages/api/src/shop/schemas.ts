/** A real-world item in the iziShop, as a server sends it and as the client reads it. */
import * as z from 'zod/mini';
import { readAmount, readCount, readId, readImage, readText } from '../tolerant-readers';

/** A real-world item in the shop. The discount shows only when BOTH discount fields are set. */
export interface ShopItem {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  stock: number;
  priceDol: number;
  discountPriceDol: number | null;
  discountCostDom: number | null;
}

/** A discount: missing or null is no discount. */
const optionalAmount = z.optional(z.nullable(readAmount));

export const shopItemSchema = z.object({
  id: readId,
  name: readText,
  description: z.optional(readText),
  imageUrl: z.optional(readImage),
  stock: readCount,
  priceDol: readAmount,
  discountPriceDol: optionalAmount,
  discountCostDom: optionalAmount,
});
export type ReadShopItem = z.output<typeof shopItemSchema>;
