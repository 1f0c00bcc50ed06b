/** The client's methods of the marketplace, over its `send`: the client imports this on first use. */
import { pathWithId, type Id, type RequestOptions, type Send } from '../call-spec';
import type { BuyCharacterRequest } from './buying';
import { marketplaceCalls } from './calls';

export const marketplaceClient = (send: Send) => {
  const { getMarketplaceItems, buyCharacter } = marketplaceCalls;
  return {
    /** GET /marketplace/items. */
    getMarketplaceItems: (o?: RequestOptions) =>
      send('getMarketplaceItems', getMarketplaceItems, o),
    /** POST /marketplace/items/{id}/buy with `{ characterType }`: the new character. */
    buyCharacter: (itemId: Id, body: BuyCharacterRequest, o?: RequestOptions) =>
      send('buyCharacter', buyCharacter, { ...o, path: pathWithId(buyCharacter, itemId), body }),
  };
};

export default marketplaceClient;
