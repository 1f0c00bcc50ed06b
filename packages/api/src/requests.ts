/**
 * What the calls with a body send (spec §7), as schemas for the server and the mocks to validate
 * what arrives. The client does not validate what it sends (the types already do), so these stay
 * out of the app's bundle unless imported.
 */
import * as z from 'zod/mini';
import { textWhere } from './checks';
import { VERIFICATION_CODE_LENGTH } from './constants';
import { characterTypeSchema, genderSchema } from './schemas';

/**
 * What a text field may not hold: control characters (Unicode `Cc`: U+0000 to U+001F, U+007F to
 * U+009F). A NUL would reach the database (which refuses it), a line break the log. A multi-line
 * field (the deposit's proof) may hold line breaks (`\n`) and tabs, nothing else of them.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'text without control characters';
const singleLine = textWhere((text) => !/\p{Cc}/u.test(text), CONTROL_CHARACTERS_MESSAGE);
const multiLine = textWhere(
  (text) => !/\p{Cc}/u.test(text.replace(/[\n\t]/g, '')),
  CONTROL_CHARACTERS_MESSAGE,
);

/** A string with at least one non-space character, on one line. */
const requiredText = z.string().check(z.regex(/\S/), singleLine);
/** The same, where line breaks and tabs are allowed. */
const requiredLines = z.string().check(z.regex(/\S/), multiLine);
const positiveAmount = z.number().check(z.gt(0));

export const loginRequestSchema = z.object({ username: requiredText, password: requiredText });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  username: requiredText,
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/), singleLine),
  password: requiredText,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const verifyEmailRequestSchema = z.object({
  email: requiredText,
  code: z.string().check(z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`))),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** A deposit carries a transaction proof; a withdrawal, the wallet address to pay. */
export const usdtRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('deposit'), amount: positiveAmount, proof: requiredLines }),
  z.object({ type: z.literal('withdrawal'), amount: positiveAmount, address: requiredText }),
]);
export type UsdtRequest = z.infer<typeof usdtRequestSchema>;

export const upgradeMedallionRequestSchema = z.object({
  type: characterTypeSchema,
  gender: genderSchema,
});
export type UpgradeMedallionRequest = z.infer<typeof upgradeMedallionRequestSchema>;

/**
 * izi's own logout: no body, or `{ everywhere: true }` to end every session of the user (every
 * device), not only this one.
 */
export const logoutRequestSchema = z.object({ everywhere: z.optional(z.boolean()) });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** The body schema of each call that sends one (logout's is optional). */
export const requestSchemas = {
  login: loginRequestSchema,
  signup: signupRequestSchema,
  verifyEmail: verifyEmailRequestSchema,
  submitUsdtRequest: usdtRequestSchema,
  upgradeMedallion: upgradeMedallionRequestSchema,
  logout: logoutRequestSchema,
} as const;
export type CallWithBody = keyof typeof requestSchemas;
export type RequestOf<C extends CallWithBody> = z.output<(typeof requestSchemas)[C]>;
