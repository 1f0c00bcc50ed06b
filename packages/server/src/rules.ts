/**
 * The server's rules and figures, in one place (packages/server/README.md states them): this
 * server's own choices, except the medallion tiers and the sale price, which are the contract's
 * (`@izi/api`), shared with the mocks.
 */
import type { TokenType } from '@izi/api';
import { usdPerToken } from '@izi/api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface ThrottleRules {
  /** Failures count within this window after the first one. */
  windowMs: number;
  /**
   * Per account (the username and the email count as one; an unknown name per name as typed) and
   * per client address: slowed after, refused from.
   */
  account: { slowAfter: number; refuseAfter: number };
  address: { slowAfter: number; refuseAfter: number };
  /** Each failure past `slowAfter` adds this much wait before the answer, up to `maxDelayMs`. */
  delayStepMs: number;
  maxDelayMs: number;
  /** How long a refused account or address stays refused. */
  lockMs: number;
}

export interface Rules {
  usernamePattern: RegExp;
  emailMaxLength: number;
  passwordMinLength: number;
  passwordMaxLength: number;
  /** scrypt cost (N); r = 8, p = 1. Stored with each hash, so it can change. */
  scryptCost: number;
  sessionTtlMs: number;
  verificationCodeTtlMs: number;
  verificationMaxAttempts: number;
  /** Codes issued to one account (the signup's included) within `windowMs`; then 429. */
  verificationCodes: { perWindow: number; windowMs: number };
  /** Password reset codes: how long one lives, and how many one account gets per window. */
  resetCodeTtlMs: number;
  resetCodes: { perWindow: number; windowMs: number };
  /** Resend-code and forgot-password requests from one client address within `windowMs`; then 429. */
  mailRequestsPerAddress: { perWindow: number; windowMs: number };
  /** Accounts created from one client address within `windowMs`; then 429. */
  signupsPerAddress: { perWindow: number; windowMs: number };
  throttle: ThrottleRules;
  /** The newest transactions `GET /transactions` answers. */
  transactionsLimit: number;
  /** The newest entries each operator list (requests, orders, audit) and `GET /usdt/requests` answer. */
  reviewListLimit: number;
  /** USD per token, for `stats.totalValue` and the rates of converting iziDol ⇄ iziDot. */
  usdPerToken: Record<TokenType, number>;
  usdt: { minAmount: number; maxAmount: number; proofMaxLength: number };
  starterPack: { iziDol: number; iziDot: number };
  /** How long the OpenAI-compatible model may take before the rules answer instead. */
  aiTimeoutMs: number;
}

export const defaultRules: Rules = {
  usernamePattern: /^[A-Za-z0-9_.-]{3,32}$/,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 256,
  scryptCost: 2 ** 15,
  sessionTtlMs: 7 * DAY,
  verificationCodeTtlMs: 15 * MINUTE,
  verificationMaxAttempts: 5,
  verificationCodes: { perWindow: 5, windowMs: HOUR },
  resetCodeTtlMs: 15 * MINUTE,
  resetCodes: { perWindow: 5, windowMs: HOUR },
  mailRequestsPerAddress: { perWindow: 30, windowMs: HOUR },
  signupsPerAddress: { perWindow: 10, windowMs: HOUR },
  throttle: {
    windowMs: 15 * MINUTE,
    account: { slowAfter: 3, refuseAfter: 10 },
    address: { slowAfter: 20, refuseAfter: 100 },
    delayStepMs: 500,
    maxDelayMs: 3000,
    lockMs: 15 * MINUTE,
  },
  transactionsLimit: 100,
  reviewListLimit: 500,
  usdPerToken: { ...usdPerToken }, // the contract's: 1 iziDol = 1.00 USD, 1 iziDot = 0.01, 1 iziDom = 0.05
  usdt: { minAmount: 1, maxAmount: 100_000, proofMaxLength: 500 },
  starterPack: { iziDol: 250, iziDot: 500 },
  aiTimeoutMs: 20_000,
};

/** USDT withdrawal addresses: TRON (TRC-20) or Ethereum-style (ERC-20, BEP-20). */
export const usdtAddressPatterns = [/^T[1-9A-HJ-NP-Za-km-z]{33}$/, /^0x[0-9a-fA-F]{40}$/];
