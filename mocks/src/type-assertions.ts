/**
 * Compile-time checks of the scenario API: `tsc -b` fails if any of these lines stops being an
 * error. Nothing here runs.
 */
import { handlersFor, scenario } from './scenarios';

export function typeAssertions() {
  scenario('upgradeMedallion', 'insufficientBalance');
  handlersFor({ getWallet: 'slow', login: 'needsVerification', getMedallions: 'empty' });
  // @ts-expect-error the wallet is not a list: it has no `empty` scenario
  scenario('getWallet', 'empty');
  // @ts-expect-error login needs no token, so it has no `unauthorized` scenario
  handlersFor({ login: 'unauthorized' });
  // @ts-expect-error not a call of the contract
  handlersFor({ getUser: 'success' });
  // @ts-expect-error scenario names are per call
  handlersFor({ signup: 'wrongCode' });
}
