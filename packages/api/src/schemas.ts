/**
 * The contract's entities (spec §3), twice:
 *
 * - **as a server sends them** (`Character`, `Transaction`…): the exact types this project's
 *   server and mocks write, with numeric ids and the contract's enum values;
 * - **as the client reads them** (`ReadCharacter`, `ReadTransaction`…), the output of the schemas
 *   below: a tolerant reader, so that any backend that follows the spec works. The spec names the
 *   fields and leaves their formats open; the reader accepts what it leaves open and refuses only
 *   what the app cannot show. The rules (packages/api/README.md, "The tolerant reader"):
 *   - an id is a number or a non-blank text, kept as given (`Id`); a path that carries one encodes it;
 *   - a number may come as numeric text (`"19.90"`); other text is refused, naming call and field;
 *   - a timestamp is ISO text, any text `Date` reads, or epoch seconds or milliseconds: it is
 *     normalised to ISO text;
 *   - an enum-like value (token, transaction type, job, character type, gender) is recognised
 *     whatever its case or separators, or by an obvious alias (`DOT`, `iziDot`, `izi_dot` are
 *     `IZIDOT`; `MALE` is `M`); an unknown one is kept as it came (`Open<T>`), never refused;
 *   - an image URL may be null, blank or missing (read as null): the UI draws its own art;
 *   - fields the spec does not list are dropped.
 *
 * A list is read item by item (see the client): an item the reader refuses is left out and counted.
 * zod is imported through `zod/mini` as a namespace so that a browser bundle keeps only what is
 * used and no locale.
 */
import * as z from 'zod/mini';
import {
  readId,
  readImage,
  readNumber,
  readOneOf,
  readOpenEnum,
  readText,
  readTimestamp,
} from './checks';
import {
  characterTypes,
  genders,
  jobs,
  starLevels,
  tokenTypes,
  transactionTypes,
  type CharacterType,
  type Gender,
  type Job,
  type StarLevel,
  type TokenType,
  type TransactionType,
} from './constants';

// ---------------------------------------------------------------------------------------------
// Strict schemas: what a request must carry (the server and the mocks check with these)

export const characterTypeSchema = /* @__PURE__ */ z.enum(characterTypes);
export const genderSchema = /* @__PURE__ */ z.enum(genders);

// ---------------------------------------------------------------------------------------------
// The entities as a server sends them

/** The three balances; iziDol is the stable coin, iziDot the in-game currency, iziDom a reward. */
export interface Wallet {
  iziDolBalance: number;
  iziDotBalance: number;
  iziDomBalance: number;
}

/** A character the user owns. `customName` is set only locally, on rename. */
export interface Character {
  id: number;
  name: string;
  customName?: string | null | undefined;
  image: string | null;
  job: Job;
  characterType: CharacterType;
  knowledge: number;
  experience: number;
  energy: number;
  happiness: number;
  /** Daily income, in iziDot. */
  baseRate: number;
}

/** A movement of tokens. `amount` is a magnitude in `tokenType`; the type says its direction. */
export interface Transaction {
  id: number;
  transactionType: TransactionType;
  tokenType: TokenType;
  amount: number;
  /** An ISO 8601 date and time (`2025-06-14T09:12:00.000Z`). */
  timestamp: string;
}

export interface Stats {
  /** Income over the last seven days, in iziDot. */
  sevenDayIncome: number;
  /** Estimated total value, in USD. */
  totalValue: number;
}

/** A character offered in the marketplace, priced in iziDot. */
export interface MarketplaceItem {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  applicableJob: Job;
  priceDot: number;
}

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

/** What the next star level would give and cost (the price is in iziDol). */
export interface MedallionNextLevel {
  starLevel: StarLevel;
  capacity: number;
  price: number;
}

/** A tiered medallion that holds characters of its type. `nextLevel` is null at star level 4. */
export interface Medallion {
  type: CharacterType;
  gender: Gender;
  starLevel: StarLevel;
  capacity: number;
  characterCount: number;
  imageUrl: string;
  nextLevel: MedallionNextLevel | null;
}

// ---------------------------------------------------------------------------------------------
// The tolerant reader: the schemas of the answers, and the entities as the client reads them

/** An entity id as read: a number or a text (a UUID, `mk_01`), exactly as the server sent it. */
export type Id = string | number;
/** A value of a known set, or any other text kept as it came (shown with neutral art). */
export type { Open } from '@izi/domain';

/** An amount or a price: any finite number, or its text (`"19.90"`). */
const amount = readNumber();
/** A count of things, zero or more. */
const count = readNumber('a number of 0 or more', 0);
/** A character attribute given in percent. */
const percent = readNumber('a number from 0 to 100', 0, 100);
/** A text the spec lists but the app can do without: missing reads as absent. */
const optionalText = z.optional(readText);
/** Missing, null, blank: null. */
const image = z.optional(readImage);
/** A discount: missing or null is no discount. */
const optionalAmount = z.optional(z.nullable(amount));

export const jobSchema = readOpenEnum(jobs);
export const characterTypeReadSchema = readOpenEnum(characterTypes);
export const genderReadSchema = readOpenEnum(genders, { MALE: 'M', FEMALE: 'F' });
export const transactionTypeSchema = readOpenEnum(transactionTypes);
/** The tokens by name (`IZIDOT`, `iziDot`, `izi_dot`) or by ticker (`DOT`). */
export const tokenTypeSchema = readOpenEnum(tokenTypes, {
  DOL: 'IZIDOL',
  DOT: 'IZIDOT',
  DOM: 'IZIDOM',
});
/** 1 to 4 (or its text): the app computes the next level from it, so another value is refused. */
export const starLevelSchema = readOneOf(starLevels);

export const walletSchema = z.object({
  iziDolBalance: amount,
  iziDotBalance: amount,
  iziDomBalance: amount,
});
export type ReadWallet = z.output<typeof walletSchema>;

export const characterSchema = z.object({
  id: readId,
  name: readText,
  customName: z.optional(z.nullable(readText)),
  image,
  job: jobSchema,
  characterType: characterTypeReadSchema,
  knowledge: percent,
  experience: percent,
  energy: percent,
  happiness: percent,
  baseRate: amount,
});
export type ReadCharacter = z.output<typeof characterSchema>;

export const transactionSchema = z.object({
  id: readId,
  transactionType: transactionTypeSchema,
  tokenType: tokenTypeSchema,
  amount,
  timestamp: readTimestamp,
});
export type ReadTransaction = z.output<typeof transactionSchema>;

export const statsSchema = z.object({ sevenDayIncome: amount, totalValue: amount });
export type ReadStats = z.output<typeof statsSchema>;

export const marketplaceItemSchema = z.object({
  id: readId,
  name: readText,
  description: optionalText,
  imageUrl: image,
  applicableJob: jobSchema,
  priceDot: amount,
});
export type ReadMarketplaceItem = z.output<typeof marketplaceItemSchema>;

export const shopItemSchema = z.object({
  id: readId,
  name: readText,
  description: optionalText,
  imageUrl: image,
  stock: count,
  priceDol: amount,
  discountPriceDol: optionalAmount,
  discountCostDom: optionalAmount,
});
export type ReadShopItem = z.output<typeof shopItemSchema>;

export const medallionNextLevelSchema = z.object({
  starLevel: starLevelSchema,
  capacity: count,
  price: amount,
});
export type ReadMedallionNextLevel = z.output<typeof medallionNextLevelSchema>;

export const medallionSchema = z.object({
  type: characterTypeReadSchema,
  gender: genderReadSchema,
  starLevel: starLevelSchema,
  capacity: count,
  characterCount: count,
  imageUrl: image,
  nextLevel: z.optional(z.nullable(medallionNextLevelSchema)),
});
export type ReadMedallion = z.output<typeof medallionSchema>;
