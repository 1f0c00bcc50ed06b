/**
 * The call table: every call of every area, the spec's fourteen (`origin: 'spec'`) and izi's own
 * (`origin: 'izi'`). The client, the mocks and the server all read it, so a change to the
 * contract is a change to an area's entry (and its schemas).
 */
import type * as z from 'zod/mini';
import { advisorCalls } from './advisor/calls';
import { accountCalls, type AccountAnswers } from './auth/account';
import { authCalls } from './auth/calls';
import {
  emailRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
} from './auth/requests';
import type { AnswerOf } from './call-spec';
import { characterCalls } from './characters/calls';
import { buyCharacterRequestSchema, buyingCalls, type BuyingAnswers } from './marketplace/buying';
import { marketplaceCalls } from './marketplace/calls';
import { medallionCalls } from './medallions/calls';
import { operatorCalls, type OperatorAnswers } from './operator/calls';
import { approveRequestSchema, reasonRequestSchema } from './operator/requests';
import { upgradeMedallionRequestSchema } from './medallions/requests';
import { cartCalls, cartLineRequestSchema, type CartAnswers } from './shop/cart';
import { shopCalls } from './shop/calls';
import { walletCalls } from './wallet/calls';
import { conversionCalls, convertRequestSchema, type ConversionAnswers } from './wallet/conversion';
import { usdtRequestSchema } from './wallet/requests';
import { usdtRequestListCalls, type UsdtRequestListAnswers } from './wallet/usdt-requests';

/** Each product area's calls (the OpenAPI document tags each call with its area). */
export const callAreas = {
  auth: { ...authCalls, ...accountCalls },
  wallet: { ...walletCalls, ...conversionCalls, ...usdtRequestListCalls },
  characters: characterCalls,
  marketplace: marketplaceCalls,
  shop: shopCalls,
  advisor: advisorCalls,
  medallions: medallionCalls,
  operator: operatorCalls,
};
export type CallArea = keyof typeof callAreas;

export const calls = {
  ...callAreas.auth,
  ...callAreas.wallet,
  ...callAreas.characters,
  ...callAreas.marketplace,
  ...callAreas.shop,
  ...callAreas.advisor,
  ...callAreas.medallions,
  ...callAreas.operator,
};
export type CallName = keyof typeof calls;
export const callNames = /* @__PURE__ */ Object.keys(calls) as CallName[];

/**
 * izi's extensions beyond the spec (buying, the cart, checkout, orders, conversion, the account,
 * the person's USDT requests, the operator's calls): a backend that follows only the spec lacks
 * them, and the app then says "not available yet".
 */
export const extensionCalls = {
  ...buyingCalls,
  ...cartCalls,
  ...conversionCalls,
  ...accountCalls,
  ...usdtRequestListCalls,
  ...operatorCalls,
};
export type ExtensionCallName = keyof typeof extensionCalls;
export const extensionCallNames = /* @__PURE__ */ Object.keys(
  extensionCalls,
) as ExtensionCallName[];
/** What each extension call answers as this server (and the mocks) write it. */
export type ExtensionAnswers = BuyingAnswers &
  CartAnswers &
  ConversionAnswers &
  AccountAnswers &
  UsdtRequestListAnswers &
  OperatorAnswers;

/** The spec's calls and logout: every call but the extensions. */
export type CoreCallName = Exclude<CallName, ExtensionCallName>;
export const coreCallNames = /* @__PURE__ */ callNames.filter(
  (name): name is CoreCallName => !(name in extensionCalls),
);

/**
 * What a call answers once validated. A 204 is an empty result: `[]` from a list call,
 * `undefined` from an outcome call; from a call that owes an object it is a `schema` error.
 */
export type ResponseOf<C extends CallName> = AnswerOf<(typeof calls)[C]>;

/** The body schema of each call that sends one (logout's is optional). */
export const requestSchemas = {
  login: loginRequestSchema,
  signup: signupRequestSchema,
  verifyEmail: verifyEmailRequestSchema,
  logout: logoutRequestSchema,
  resendCode: emailRequestSchema,
  forgotPassword: emailRequestSchema,
  resetPassword: resetPasswordRequestSchema,
  submitUsdtRequest: usdtRequestSchema,
  upgradeMedallion: upgradeMedallionRequestSchema,
  buyCharacter: buyCharacterRequestSchema,
  setCartLine: cartLineRequestSchema,
  convertTokens: convertRequestSchema,
  approveUsdtRequest: approveRequestSchema,
  rejectUsdtRequest: reasonRequestSchema,
  cancelOrder: reasonRequestSchema,
} as const;
export type CallWithBody = keyof typeof requestSchemas;
export type RequestOf<C extends CallWithBody> = z.output<(typeof requestSchemas)[C]>;
