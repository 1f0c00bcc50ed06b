import { entry } from '../call-spec';
import { cartCalls } from './cart';
import { shopItemSchema } from './schemas';

export const shopCalls = {
  getShopItems: entry('spec', 'GET', '/izishop/items', shopItemSchema, { list: true }),
  ...cartCalls,
};
