/** A character offered in the marketplace, as a server sends it and as the client reads it. */
import * as z from 'zod/mini';
import { jobSchema } from '../characters/schemas';
import type { Job } from '../constants';
import { readAmount, readId, readImage, readText } from '../tolerant-readers';

/** A character offered in the marketplace, priced in iziDot. */
export interface MarketplaceItem {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  applicableJob: Job;
  priceDot: number;
}

export const marketplaceItemSchema = z.object({
  id: readId,
  name: readText,
  description: z.optional(readText),
  imageUrl: z.optional(readImage),
  applicableJob: jobSchema,
  priceDot: readAmount,
});
export type ReadMarketplaceItem = z.output<typeof marketplaceItemSchema>;
