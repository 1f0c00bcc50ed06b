/** What the mock handlers answer: the server's texts where the mocks say the same. */
import { authTexts, characterTexts } from '@izi/api';

export const handlerMessages = {
  badLogin: 'Please enter your username and password.',
  badSignup: 'Please provide a username, a valid email and a password.',
  signedUp: authTexts.signedUp,
  badCode: authTexts.badCode,
  verified: 'Email verified.',
  badType: characterTexts.badCharacterType,
  badRequest: 'Invalid request.',
  loggedOut: authTexts.loggedOut,
  loggedOutEverywhere: authTexts.loggedOutEverywhere,
} as const;
