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
};
