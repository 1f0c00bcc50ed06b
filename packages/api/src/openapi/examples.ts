/**
 * What the OpenAPI document shows each call sending: a body for every call that has one and an id
 * for every call whose path has `:id` (the compiler asks for each new one). The mocks answer them
 * to make the document's example answers, and the fuzzing starts from them.
 */
import type { Id } from '../call-spec';
import type { CallName, CallWithBody, RequestOf, calls } from '../calls';

type CallWithId = {
  [C in CallName]: (typeof calls)[C]['path'] extends `${string}:id${string}` ? C : never;
}[CallName];

export const requestExamples: { [C in CallWithBody]: RequestOf<C> } = {
  login: { username: 'ada', password: 'correct horse battery staple' },
  signup: { username: 'ada', email: 'ada@example.com', password: 'correct horse battery staple' },
  verifyEmail: { email: 'ada@example.com', code: '123456' },
  logout: { everywhere: false },
  resendCode: { email: 'ada@example.com' },
  forgotPassword: { email: 'ada@example.com' },
  resetPassword: { email: 'ada@example.com', code: '654321', password: 'a new long password' },
  submitUsdtRequest: { type: 'deposit', amount: 50, proof: '0x5f2a…e91c' },
  upgradeMedallion: { type: 'PETA', gender: 'F' },
  buyCharacter: { characterType: 'PETA' },
  setCartLine: { quantity: 2, payWithDiscount: false },
  convertTokens: { from: 'IZIDOL', to: 'IZIDOT', amount: 10 },
  approveUsdtRequest: { note: 'Proof matches the transfer.' },
  rejectUsdtRequest: { reason: 'No transfer with this proof arrived.' },
  cancelOrder: { reason: 'Out of stock at the supplier.' },
};

export const idExamples: Record<CallWithId, Id> = {
  sellCharacter: 101,
  buyCharacter: 1,
  setCartLine: 1,
  removeCartLine: 1,
  approveUsdtRequest: 212,
  rejectUsdtRequest: 211,
  deliverOrder: 31,
  cancelOrder: 30,
};
