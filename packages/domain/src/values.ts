/**
 * The product's fixed values, declared once for every package: the contract
 * (`@izi/api`), the components (`@izi/ui`), the mocks, the server and the art generator. Plain
 * `as const` arrays and numbers, so that each side reuses them without zod or React.
 */

/** A value of a known set, or any other text as it came (a server may send one the product does not know). */
export type Open<T extends string> = T | (string & {});

/** Whether `value` is one of `known` (narrows an open value to the known set). */
export const isOneOf = <T extends string>(known: readonly T[], value: string): value is T =>
  (known as readonly string[]).includes(value);

/**
 * The token a transaction moved. The spec names the three wallet tokens but not their wire values;
 * they are the token names in capitals: iziDol (stable coin), iziDot (in-game currency), iziDom
 * (reward token).
 */
export const tokenTypes = ['IZIDOL', 'IZIDOT', 'IZIDOM'] as const;
export type TokenType = (typeof tokenTypes)[number];

/** What a transaction was. */
export const transactionTypes = [
  'CREDIT',
  'DEBIT',
  'CONVERT',
  'MINT',
  'CHARACTER_SALE',
  'MEDALLION_UPGRADE',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The ten jobs a character can have. */
export const jobs = [
  'PROGRAMMER',
  'FARMER',
  'CHEF',
  'MECHANIC',
  'BLOGGER',
  'HAIRDRESSER',
  'NURSE',
  'TUTOR',
  'TAXI_DRIVER',
  'CARPENTER',
] as const;
export type Job = (typeof jobs)[number];

/** Character types; each matches the medallion of the same type. They stay Latin in every language. */
export const characterTypes = ['PETA', 'BETA', 'ATA', 'ALPHA'] as const;
export type CharacterType = (typeof characterTypes)[number];

/** A medallion's gender: male or female. */
export const genders = ['M', 'F'] as const;
export type Gender = (typeof genders)[number];

/** The two kinds of USDT request made from the wallet's iziDol card: deposit and withdrawal. */
export const usdtRequestTypes = ['deposit', 'withdrawal'] as const;
export type UsdtRequestType = (typeof usdtRequestTypes)[number];

/** Star levels run from 1 to 4; 4 is the maximum. */
export const starLevels = [1, 2, 3, 4] as const;
export type StarLevel = (typeof starLevels)[number];
export const MAX_STAR_LEVEL = 4;
export const MIN_STAR_LEVEL = 1;

/** How many characters a medallion holds at each star level (the spec gives no figure). */
export const capacityByLevel: Record<StarLevel, number> = { 1: 3, 2: 5, 3: 8, 4: 12 };
