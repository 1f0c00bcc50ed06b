/** Every message the server answers with, in English (the app shows them as they are). */
import { VERIFICATION_CODE_LENGTH } from '@izi/api';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const inMinutes = (ms: number) => `${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}`;

export const messages = {
  // signup and verification
  badUsername: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores.',
  badEmail: 'Please enter a valid email address.',
  shortPassword: (min: number) => `Password must be at least ${min} characters.`,
  longPassword: (max: number) => `Password must be at most ${max} characters.`,
  usernameTaken: 'That username is already taken.',
  emailTaken: 'An account with this email already exists.',
  signedUp: `Signup successful. We sent a ${VERIFICATION_CODE_LENGTH}-digit verification code to your email.`,
  badCode: 'Invalid or expired verification code.',
  tooManyCodes: 'Too many wrong codes. Log in again to get a new code.',
  verified: 'Email verified. You can now log in.',
  tooManySignups: (ms: number) =>
    `Too many accounts were created from this address. Try again in ${inMinutes(ms)}.`,
  tooManyCodesIssued: (ms: number) =>
    `Too many verification codes were sent for this account. Try again in ${inMinutes(ms)}.`,
  alreadyVerified: 'Your email is already verified. You can log in.',
  // login and sessions
  badCredentials: 'Invalid username or password.',
  /** Contains `verify your email` and ends with `email: <address>`: the app parses both. */
  unverified: (email: string) =>
    `Please verify your email before logging in. We sent a ${VERIFICATION_CODE_LENGTH}-digit code to your email: ${email}`,
  throttled: (ms: number) => `Too many failed login attempts. Try again in ${inMinutes(ms)}.`,
  loggedOut: 'You are logged out.',
  loggedOutEverywhere: 'You are logged out on every device.',
  noToken: 'Authentication required: send Authorization: Bearer <token>.',
  badToken: 'Invalid session. Please log in again.',
  expiredToken: 'Your session has expired. Please log in again.',
  // the economy
  badCharacterId: 'Character id must be a positive whole number.',
  badCharacterType: 'Unknown character type.',
  characterNotFound: 'Character not found.',
  sold: (price: number) => `Character sold for ${price} iziDot.`,
  medallionNotFound: 'Medallion not found.',
  maxLevel: 'This medallion is already at the maximum level.',
  insufficientForUpgrade: 'Insufficient iziDol balance for this upgrade.',
  /** The balance would do, but pending withdrawals hold part of it. */
  heldForUpgrade: (held: number) =>
    `Insufficient iziDol balance for this upgrade: ${held.toLocaleString('en-US')} iziDol are held by pending withdrawals.`,
  upgraded: (level: number) => `Medallion upgraded to ${level} stars.`,
  amountRange: (min: number, max: number) =>
    `Amount must be between ${min} and ${max.toLocaleString('en-US')} USDT.`,
  amountCents: 'Amount may have at most 2 decimals.',
  badAddress:
    'Withdrawal address must be a USDT address: TRON (T followed by 33 characters) or Ethereum (0x followed by 40 hex digits).',
  longProof: (max: number) => `Transaction proof must be at most ${max} characters.`,
  insufficientForWithdrawal: 'Insufficient iziDol balance for this withdrawal.',
  requested: (type: 'deposit' | 'withdrawal') =>
    `${type === 'deposit' ? 'Deposit' : 'Withdrawal'} request received. It is pending review.`,
  // izi's own economy calls
  badItemId: 'Item id must be a positive whole number.',
  marketItemGone: 'This character is no longer on the market.',
  medallionFull: (type: string, capacity: number) =>
    `Your ${type} medallion is full (${capacity} of ${capacity}). Upgrade it to make room.`,
  insufficientForPurchase: (price: number, balance: number) =>
    `Insufficient iziDot balance: this character costs ${price.toLocaleString('en-US')} iziDot and you have ${balance.toLocaleString('en-US')}.`,
  bought: (name: string, type: string) => `${name} joined your ${type} medallion.`,
  shopItemGone: 'This item is no longer in the shop.',
  onlyInStock: (name: string, stock: number) =>
    stock === 0
      ? `${name} is out of stock.`
      : `Only ${stock.toLocaleString('en-US')} of ${name} left in stock.`,
  noDiscount: (name: string) => `${name} has no discount.`,
  emptyCart: 'Your cart is empty.',
  insufficientDolForOrder: 'Insufficient iziDol balance for this order.',
  heldForOrder: (held: number) =>
    `Insufficient iziDol balance for this order: ${held.toLocaleString('en-US')} iziDol are held by pending withdrawals.`,
  insufficientDomForOrder: 'Insufficient iziDom balance for this order.',
  ordered: (count: number) =>
    `Order placed: ${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}, pending delivery.`,
  sameToken: 'Choose two different tokens to convert.',
  convertCents: 'Amount may have at most 2 decimals.',
  convertTooSmall: 'This amount is too small to convert.',
  insufficientToConvert: (token: string) => `Insufficient ${token} balance for this conversion.`,
  heldForConvert: (held: number) =>
    `Insufficient iziDol balance for this conversion: ${held.toLocaleString('en-US')} iziDol are held by pending withdrawals.`,
  converted: (amount: number, from: string, received: number, to: string) =>
    `Converted ${amount.toLocaleString('en-US')} ${from} into ${received.toLocaleString('en-US')} ${to}.`,
  // requests
  noBody: 'The request needs a JSON body.',
  notJson: 'The request body is not valid JSON.',
  notJsonType: 'The request body must be JSON, sent with Content-Type: application/json.',
  tooLarge: 'The request body is too large.',
  notFound: (method: string, path: string) => `Not found: ${method} ${path}`,
  notAllowed: (method: string, path: string) => `Method ${method} is not allowed on ${path}.`,
  internal: 'Something went wrong on the server. Please try again.',
  appNotBuilt: 'The app is not built yet: run `npm run build` (or `npm start`, which builds it).',
} as const;
