/**
 * Compile-time checks of the client's contract: `tsc -b` fails if any of these lines stops being
 * an error. Nothing here runs.
 */
import type { ApiClient } from '../client';

export function typeAssertions(client: ApiClient) {
  // @ts-expect-error a deposit needs a proof
  void client.submitUsdtRequest({ type: 'deposit', amount: 1, address: 'x' });
  // @ts-expect-error a withdrawal needs an address
  void client.submitUsdtRequest({ type: 'withdrawal', amount: 1 });
  // @ts-expect-error not a character type
  void client.getCharacters('GAMMA');
  // @ts-expect-error gender is M or F
  void client.upgradeMedallion({ type: 'PETA', gender: 'X' });
  // @ts-expect-error an id is a number or a text
  void client.sellCharacter({ id: 7 });
  // @ts-expect-error login needs a password
  void client.login({ username: 'u' });
}
