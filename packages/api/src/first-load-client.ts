/**
 * The client's methods of the calls it carries from its first load (accounts, the wallet, the
 * characters, the medallions), over its `send`.
 */
import { authCalls } from './auth/calls';
import { pathWithId, type AnswerOf, type Id, type RequestOptions, type Send } from './call-spec';
import type { CallWithBody, RequestOf } from './calls';
import { characterCalls } from './characters/calls';
import type { CharacterType } from './constants';
import { medallionCalls } from './medallions/calls';
import { walletCalls } from './wallet/calls';

/** The methods `firstLoadClient` makes of a table: see there. */
type TableMethods<T> = {
  [C in keyof T]: C extends 'logout'
    ? (body?: RequestOf<C>, o?: RequestOptions) => Promise<AnswerOf<T[C]>>
    : C extends CallWithBody
      ? (body: RequestOf<C>, o?: RequestOptions) => Promise<AnswerOf<T[C]>>
      : (o?: RequestOptions) => Promise<AnswerOf<T[C]>>;
};

export function firstLoadClient(send: Send) {
  const table = { ...authCalls, ...walletCalls, ...characterCalls, ...medallionCalls };
  /**
   * A method per call of the table: a GET takes the request options, any other call its body
   * first (logout's may be left out); the two calls with a parameter are written below.
   */
  const methods = Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [
      name,
      spec.method === 'GET'
        ? (o?: RequestOptions) => send(name, spec, o)
        : (body: unknown, o?: RequestOptions) => send(name, spec, { ...o, body }),
    ]),
  ) as unknown as TableMethods<typeof table>;
  const { getCharacters, sellCharacter } = table;

  return {
    ...methods,
    /** GET /characters, or /characters?type=PETA for one type. Lists: see `skippedIn`. */
    getCharacters: (type?: CharacterType, o?: RequestOptions) =>
      send('getCharacters', getCharacters, {
        ...o,
        path: getCharacters.path + (type ? `?type=${encodeURIComponent(type)}` : ''),
      }),
    /** POST /characters/{id}/sell, with no body; the id (a number or a text) is encoded. */
    sellCharacter: (id: Id, o?: RequestOptions) =>
      send('sellCharacter', sellCharacter, { ...o, path: pathWithId(sellCharacter, id) }),
  };
}
