/**
 * The contract's enum values and business constants, as plain `as const` arrays and numbers so
 * that the UI (variants, filters, story controls) and the server reuse them without zod.
 */

/** The ten jobs a character can have (spec §3). */
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

/** Character types; each matches the medallion of the same type (spec §3). */
export const characterTypes = ['PETA', 'BETA', 'ATA', 'ALPHA'] as const;
export type CharacterType = (typeof characterTypes)[number];

/** A medallion's gender: male or female. */
export const genders = ['M', 'F'] as const;
export type Gender = (typeof genders)[number];

/** What a transaction was (spec §3). */
export const transactionTypes = [
  'CREDIT',
  'DEBIT',
  'CONVERT',
  'MINT',
  'CHARACTER_SALE',
  'MEDALLION_UPGRADE',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

/**
 * The token a transaction moved. The spec names the three wallet tokens but not their wire values;
 * this contract fixes them as the token names in capitals: iziDol (stable coin), iziDot (in-game
 * currency), iziDom (reward token).
 */
export const tokenTypes = ['IZIDOL', 'IZIDOT', 'IZIDOM'] as const;
export type TokenType = (typeof tokenTypes)[number];

/** The two kinds of USDT request made from the wallet's iziDol card. */
export const usdtRequestTypes = ['deposit', 'withdrawal'] as const;
export type UsdtRequestType = (typeof usdtRequestTypes)[number];

/** Star levels run from 1 to 4; 4 is the maximum (spec §9). */
export const MIN_STAR_LEVEL = 1;
export const MAX_STAR_LEVEL = 4;
export const starLevels = [1, 2, 3, 4] as const;
export type StarLevel = (typeof starLevels)[number];

/** The email verification code has exactly this many digits (spec §9). */
export const VERIFICATION_CODE_LENGTH = 6;

/** The only thing the app keeps in browser storage: the auth token, under this key (spec §9). */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

/** Every call goes under this base path (spec §7). */
export const API_BASE_PATH = '/api';

/** The message of a failure that carries neither a server message nor a status text (spec §8). */
export const UNKNOWN_API_ERROR_MESSAGE = 'An unknown API error occurred';
