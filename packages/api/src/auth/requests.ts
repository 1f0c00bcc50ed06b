/**
 * What the sign-up, verification, login and logout calls send: the server and the mocks validate
 * it; the client's types do.
 */
import * as z from 'zod/mini';
import { VERIFICATION_CODE_LENGTH } from '../constants';
import { requiredText, singleLine } from '../request-checks';

export const loginRequestSchema = z.object({ username: requiredText, password: requiredText });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  username: requiredText,
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+$/), singleLine),
  password: requiredText,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

const codeText = z.string().check(z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`)));

export const verifyEmailRequestSchema = z.object({ email: requiredText, code: codeText });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/**
 * izi's own logout: no body, or `{ everywhere: true }` to end every session of the user (every
 * device), not only this one.
 */
export const logoutRequestSchema = z.object({ everywhere: z.optional(z.boolean()) });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** izi's own resend-code and forgot-password calls: the address to mail. */
export const emailRequestSchema = z.object({ email: requiredText });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** izi's own password reset: the mailed code and the new password (the signup's rules). */
export const resetPasswordRequestSchema = z.object({
  email: requiredText,
  code: codeText,
  password: requiredText,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
