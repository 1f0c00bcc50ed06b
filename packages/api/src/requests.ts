/**
 * What the calls with a body send (spec §7), as schemas for the server and the mocks to validate
 * what arrives. The client does not validate what it sends (the types already do), so these stay
 * out of the app's bundle unless imported.
 */
import * as z from 'zod/mini';
import { VERIFICATION_CODE_LENGTH } from './constants';
import { characterTypeSchema, genderSchema } from './schemas';

/** A string with at least one non-space character. */
const requiredText = z.string().check(z.regex(/\S/));
const positiveAmount = z.number().check(z.gt(0));

export const loginRequestSchema = z.object({ username: requiredText, password: requiredText });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  username: requiredText,
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/)),
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
  z.object({ type: z.literal('deposit'), amount: positiveAmount, proof: requiredText }),
  z.object({ type: z.literal('withdrawal'), amount: positiveAmount, address: requiredText }),
]);
export type UsdtRequest = z.infer<typeof usdtRequestSchema>;

export const upgradeMedallionRequestSchema = z.object({
  type: characterTypeSchema,
  gender: genderSchema,
});
export type UpgradeMedallionRequest = z.infer<typeof upgradeMedallionRequestSchema>;

/** The body schema of each call that sends one. */
export const requestSchemas = {
  login: loginRequestSchema,
  signup: signupRequestSchema,
  verifyEmail: verifyEmailRequestSchema,
  submitUsdtRequest: usdtRequestSchema,
  upgradeMedallion: upgradeMedallionRequestSchema,
} as const;
export type CallWithBody = keyof typeof requestSchemas;
export type RequestOf<C extends CallWithBody> = z.output<(typeof requestSchemas)[C]>;
