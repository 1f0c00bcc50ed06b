/**
 * The 14 calls of the contract (spec §7), and izi's own `logout` (beyond the spec: it ends the
 * session on the server): method, path under the base path, whether they need a signed-in user,
 * and the schema of what they answer. A call that answers a list says `list: true`, and its schema
 * is that of one item: the client reads a list item by item (see the client), so the app's bundle
 * carries no schema of a whole list. The client, the mocks and the server all read this table,
 * so a change to the contract is a change here (and in `requests.ts`).
 */
import * as z from 'zod/mini';
import { readBoolean, readText, textWhere } from './checks';
import {
  characterSchema,
  marketplaceItemSchema,
  medallionSchema,
  shopItemSchema,
  statsSchema,
  transactionSchema,
  walletSchema,
} from './schemas';

/** The session token: every later request carries it in a header, so it cannot be blank. */
export const loginResponseSchema = z.object({
  token: readText.check(textWhere((token) => token.trim() !== '', 'a non-empty token')),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `email` is where the code went; the client throws (kind `rejected`) when `success` is false. */
export const signupResponseSchema = z.object({
  success: readBoolean,
  message: z.optional(readText),
  email: z.optional(readText),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/**
 * The answer of a call that only succeeds or fails: a `{ success, message }` body, or nothing
 * (204). A body with `success: false` is thrown by the client as an `ApiError` of kind `rejected`.
 */
export const outcomeSchema = z.optional(
  z.object({ success: z.optional(readBoolean), message: z.optional(readText) }),
);
export type Outcome = z.infer<typeof outcomeSchema>;

/** The advisor's text; lines starting with `###`, `##` or `*` are headings and bullets. */
export const analysisResponseSchema = z.object({ analysis: readText });
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

const GET = 'GET';
const POST = 'POST';

/** `:id` marks the one path parameter (the syntax msw and most servers use). */
export const calls = {
  login: { method: POST, path: '/auth/login', auth: false, response: loginResponseSchema },
  signup: { method: POST, path: '/auth/signup', auth: false, response: signupResponseSchema },
  verifyEmail: { method: POST, path: '/auth/verify-email', auth: false, response: outcomeSchema },
  getWallet: { method: GET, path: '/wallet', auth: true, response: walletSchema },
  getCharacters: {
    method: GET,
    path: '/characters',
    auth: true,
    response: characterSchema,
    list: true,
  },
  getTransactions: {
    method: GET,
    path: '/transactions',
    auth: true,
    response: transactionSchema,
    list: true,
  },
  getStats: { method: GET, path: '/stats', auth: true, response: statsSchema },
  getMarketplaceItems: {
    method: GET,
    path: '/marketplace/items',
    auth: true,
    response: marketplaceItemSchema,
    list: true,
  },
  getShopItems: {
    method: GET,
    path: '/izishop/items',
    auth: true,
    response: shopItemSchema,
    list: true,
  },
  sellCharacter: {
    method: POST,
    path: '/characters/:id/sell',
    auth: true,
    response: outcomeSchema,
  },
  submitUsdtRequest: { method: POST, path: '/usdt/request', auth: true, response: outcomeSchema },
  analyzeCharacters: {
    method: GET,
    path: '/ai/analyze-characters',
    auth: true,
    response: analysisResponseSchema,
  },
  getMedallions: {
    method: GET,
    path: '/medallions',
    auth: true,
    response: medallionSchema,
    list: true,
  },
  upgradeMedallion: {
    method: POST,
    path: '/medallions/upgrade',
    auth: true,
    response: outcomeSchema,
  },
  /** izi's own: revokes this session (or, with `{ everywhere: true }`, all of its user's). */
  logout: { method: POST, path: '/auth/logout', auth: true, response: outcomeSchema },
} as const;

export type CallName = keyof typeof calls;
/** The call names: the spec's 14 in the order of its table, then izi's own `logout`. */
export const callNames = /* @__PURE__ */ Object.keys(calls) as CallName[];
/** What a call of a table answers once read: a list of its schema's items for a list call. */
export type AnswerOf<Spec> = Spec extends { response: infer S extends z.ZodMiniType }
  ? Spec extends { list: true }
    ? z.output<S>[]
    : z.output<S>
  : never;
/**
 * What a call answers once validated. A 204 is an empty result (spec §7): `[]` from a list call,
 * `undefined` from an outcome call; from a call that owes an object it is a `schema` error.
 */
export type ResponseOf<C extends CallName> = AnswerOf<(typeof calls)[C]>;
