/**
 * One schema per entity of the contract (spec §3), and the TypeScript type derived from each.
 * zod is imported through `zod/mini` as a namespace so that a browser bundle keeps only what is
 * used and no locale.
 */
import * as z from 'zod/mini';
import { between, textWhere } from './checks';
import {
  characterTypes,
  genders,
  jobs,
  tokenTypes,
  transactionTypes,
  type StarLevel,
} from './constants';

/** Entity ids are numbers (the contract's choice: the spec does not name their type). */
export const idSchema = z.number();
/** A token amount or a price: any finite number (never NaN nor Infinity). */
const amountSchema = z.number();
/** A count of things, zero or more. */
const countSchema = z.number().check(between(0));
/** A character attribute given in percent. */
const percentSchema = z.number().check(between(0, 100));

export const jobSchema = z.enum(jobs);
export const characterTypeSchema = z.enum(characterTypes);
export const genderSchema = z.enum(genders);
export const transactionTypeSchema = z.enum(transactionTypes);
export const tokenTypeSchema = z.enum(tokenTypes);
/**
 * 1 to 4. An enum over named entries (zod reads an object whose keys are numbers as a TypeScript
 * enum's reverse map), so that the bundle needs no second schema class for literals.
 */
export const starLevelSchema = z.enum({ one: 1, two: 2, three: 3, four: 4 } as const satisfies {
  [name: string]: StarLevel;
});

/** The three balances; iziDol is the stable coin, iziDot the in-game currency, iziDom a reward. */
export const walletSchema = z.object({
  iziDolBalance: amountSchema,
  iziDotBalance: amountSchema,
  iziDomBalance: amountSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** A character the user owns. `customName` is set only locally, on rename. */
export const characterSchema = z.object({
  id: idSchema,
  name: z.string(),
  customName: z.optional(z.nullable(z.string())),
  image: z.nullable(z.string()),
  job: jobSchema,
  characterType: characterTypeSchema,
  knowledge: percentSchema,
  experience: percentSchema,
  energy: percentSchema,
  happiness: percentSchema,
  /** Daily income, in iziDot. */
  baseRate: amountSchema,
});
export type Character = z.infer<typeof characterSchema>;

/** A movement of tokens. `amount` is a magnitude in `tokenType`; the type says its direction. */
export const transactionSchema = z.object({
  id: idSchema,
  transactionType: transactionTypeSchema,
  tokenType: tokenTypeSchema,
  amount: amountSchema,
  /** An ISO 8601 date and time (`2025-06-14T09:12:00.000Z`); refused if `Date` cannot read it. */
  timestamp: z
    .string()
    .check(textWhere((value) => !Number.isNaN(Date.parse(value)), 'an ISO date and time')),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const statsSchema = z.object({
  /** Income over the last seven days, in iziDot. */
  sevenDayIncome: amountSchema,
  /** Estimated total value, in USD. */
  totalValue: amountSchema,
});
export type Stats = z.infer<typeof statsSchema>;

/** A character offered in the marketplace, priced in iziDot. */
export const marketplaceItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  applicableJob: jobSchema,
  priceDot: amountSchema,
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** A real-world item in the shop. The discount shows only when BOTH discount fields are set. */
export const shopItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  stock: countSchema,
  priceDol: amountSchema,
  discountPriceDol: z.nullable(amountSchema),
  discountCostDom: z.nullable(amountSchema),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/** What the next star level would give and cost (the price is in iziDol). */
export const medallionNextLevelSchema = z.object({
  starLevel: starLevelSchema,
  capacity: countSchema,
  price: amountSchema,
});
export type MedallionNextLevel = z.infer<typeof medallionNextLevelSchema>;

/** A tiered medallion that holds characters of its type. `nextLevel` is null at star level 4. */
export const medallionSchema = z.object({
  type: characterTypeSchema,
  gender: genderSchema,
  starLevel: starLevelSchema,
  capacity: countSchema,
  characterCount: countSchema,
  imageUrl: z.string(),
  nextLevel: z.nullable(medallionNextLevelSchema),
});
export type Medallion = z.infer<typeof medallionSchema>;
