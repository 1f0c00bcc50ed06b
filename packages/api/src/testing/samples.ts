/** Small valid answers for the client's tests (the mocks hold the full fixtures). */
import type { Character, MarketplaceItem, Medallion, ShopItem, Transaction } from '../index';

export const character: Character = {
  id: 7,
  name: 'Ada Byte',
  image: null,
  job: 'PROGRAMMER',
  characterType: 'PETA',
  knowledge: 80,
  experience: 60,
  energy: 90,
  happiness: 70,
  baseRate: 6.5,
};

export const transaction: Transaction = {
  id: 1,
  transactionType: 'CHARACTER_SALE',
  tokenType: 'IZIDOT',
  amount: 130,
  timestamp: '2025-06-13T18:40:00.000Z',
};

export const marketplaceItem: MarketplaceItem = {
  id: 1,
  name: 'Junior Programmer',
  description: 'Writes tidy code.',
  imageUrl: '/art/jobs/programmer.svg',
  applicableJob: 'PROGRAMMER',
  priceDot: 450,
};

export const shopItem: ShopItem = {
  id: 1,
  name: 'Wireless Headphones',
  description: 'Noise-cancelling.',
  imageUrl: '/art/shop/headphones.svg',
  stock: 3,
  priceDol: 129.99,
  discountPriceDol: 99.99,
  discountCostDom: null,
};

export const medallion: Medallion = {
  type: 'ALPHA',
  gender: 'F',
  starLevel: 4,
  capacity: 12,
  characterCount: 3,
  imageUrl: '/art/medallions/alpha-4-f.svg',
  nextLevel: null,
};
