/** What login and sign-up answer. */
import * as z from 'zod/mini';
import { readBoolean, readText, textWhere } from '../tolerant-readers';

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
