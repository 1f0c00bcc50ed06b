import { entry } from '../call-spec';
import { buyingCalls } from './buying';
import { marketplaceItemSchema } from './schemas';

export const marketplaceCalls = {
  getMarketplaceItems: entry('spec', 'GET', '/marketplace/items', marketplaceItemSchema, {
    list: true,
  }),
  ...buyingCalls,
};
