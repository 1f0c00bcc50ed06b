/** The texts and the loading time of the scenarios every call has, named once for all of them. */
import { authTexts } from '@izi/api';

export const scenarioMessages = {
  serverError: 'Something went wrong on our side. Please try again later.',
  /** The status text of `errorNoMessage`, which sends no body at all. */
  errorStatusText: 'Service Unavailable',
  needsVerification:
    'Please verify your email before logging in. We sent a code to email: someone@example.com',
  invalidCredentials: authTexts.badCredentials,
  signupFailure: 'This username is already taken.',
  wrongCode: authTexts.badCode,
} as const;

/** How long `slowThenSuccess` keeps a call loading, unless the options give `delayMs`. */
export const SLOW_THEN_SUCCESS_MS = 800;
