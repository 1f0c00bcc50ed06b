import { entry } from '../call-spec';
import { outcomeSchema } from '../outcome';
import { loginResponseSchema, signupResponseSchema } from './schemas';

export const authCalls = {
  /** Answers the token. */
  login: entry('spec', 'POST', '/auth/login', loginResponseSchema, { auth: false }),
  /** Answers `{ success, message, email }`. */
  signup: entry('spec', 'POST', '/auth/signup', signupResponseSchema, { auth: false }),
  /** `{ email, code }`. */
  verifyEmail: entry('spec', 'POST', '/auth/verify-email', outcomeSchema, { auth: false }),
  /** Revokes this session (or, with `{ everywhere: true }`, all of its user's). */
  logout: entry('izi', 'POST', '/auth/logout', outcomeSchema),
  /** `{ email }`: mails a new verification code; the same answer for every address. */
  resendCode: entry('izi', 'POST', '/auth/resend-code', outcomeSchema, { auth: false }),
  /** `{ email }`: mails a password reset code; the same answer for every address. */
  forgotPassword: entry('izi', 'POST', '/auth/forgot-password', outcomeSchema, { auth: false }),
  /** `{ email, code, password }`: sets the new password and ends every session of the account. */
  resetPassword: entry('izi', 'POST', '/auth/reset-password', outcomeSchema, { auth: false }),
};
