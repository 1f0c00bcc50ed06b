/** What the server (and the mocks) answer about accounts and sessions, in English. */
import { VERIFICATION_CODE_LENGTH } from '../constants';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const inMinutes = (ms: number) => `${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}`;

export const authTexts = {
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
  // mail and recovery: the same answer whether or not an account has the address
  codeResent: `If an account with this email awaits verification, we sent it a new ${VERIFICATION_CODE_LENGTH}-digit code.`,
  resetCodeSent: `If an account has this email, we sent it a ${VERIFICATION_CODE_LENGTH}-digit code to reset its password.`,
  tooManyMailRequests: (ms: number) =>
    `Too many codes were asked for from this address. Try again in ${inMinutes(ms)}.`,
  badResetCode: 'Invalid or expired reset code.',
  tooManyResetCodes: 'Too many wrong codes. Ask for a new code.',
  passwordReset: 'Your password was changed. You can now log in with the new one.',
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
} as const;
