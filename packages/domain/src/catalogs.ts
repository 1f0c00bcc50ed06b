/**
 * The seed catalogs: what the marketplace offers (priced in iziDot) and what iziShop sells (priced
 * in iziDol). The server seeds an empty database with them (`npm start`); the mocks serve them to
 * Storybook, the tests and mock mode, with the stock and discount states the stories need set on
 * top (`mocks/src/fixtures.ts`, listed there item by item). Names and descriptions are the
 * product's sample data in English (the spec gives none). They are the contract's entities
 * (`app/src/contract-fits-ui.test.ts` checks it), typed where they are used: the domain imports
 * nothing.
 */
import { jobImagePath, shopImagePath } from './art';

/** Twelve offers: every job at least once. */
export const marketplaceCatalog = [
  {
    id: 1,
    name: 'Junior Programmer',
    description: 'Writes tidy code and earns a steady income from day one.',
    imageUrl: jobImagePath('PROGRAMMER'),
    applicableJob: 'PROGRAMMER',
    priceDot: 450,
  },
  {
    id: 2,
    name: 'Organic Farmer',
    description: 'Grows seasonal produce; slow to start, reliable for years.',
    imageUrl: jobImagePath('FARMER'),
    applicableJob: 'FARMER',
    priceDot: 300,
  },
  {
    id: 3,
    name: 'Street-Food Chef',
    description: 'Fast hands, loyal customers, good daily returns.',
    imageUrl: jobImagePath('CHEF'),
    applicableJob: 'CHEF',
    priceDot: 380,
  },
  {
    id: 4,
    name: 'Garage Mechanic',
    description: 'Fixes anything with an engine.',
    imageUrl: jobImagePath('MECHANIC'),
    applicableJob: 'MECHANIC',
    priceDot: 410,
  },
  {
    id: 5,
    name: 'Travel Blogger',
    description: 'Turns every trip into followers, and followers into income.',
    imageUrl: jobImagePath('BLOGGER'),
    applicableJob: 'BLOGGER',
    priceDot: 520,
  },
  {
    id: 6,
    name: 'Salon Hairdresser',
    description: 'Booked out weeks ahead.',
    imageUrl: jobImagePath('HAIRDRESSER'),
    applicableJob: 'HAIRDRESSER',
    priceDot: 350,
  },
  {
    id: 7,
    name: 'Night-Shift Nurse',
    description: 'Calm under pressure; a high-happiness character.',
    imageUrl: jobImagePath('NURSE'),
    applicableJob: 'NURSE',
    priceDot: 600,
  },
  {
    id: 8,
    name: 'Maths Tutor',
    description: 'Knowledge grows fastest with this one.',
    imageUrl: jobImagePath('TUTOR'),
    applicableJob: 'TUTOR',
    priceDot: 330,
  },
  {
    id: 9,
    name: 'City Taxi Driver',
    description:
      'Knows every shortcut in town and works around the clock, which keeps the income high but the energy low.',
    imageUrl: jobImagePath('TAXI_DRIVER'),
    applicableJob: 'TAXI_DRIVER',
    priceDot: 290,
  },
  {
    id: 10,
    name: 'Master Carpenter',
    description: 'Builds furniture that sells itself.',
    imageUrl: jobImagePath('CARPENTER'),
    applicableJob: 'CARPENTER',
    priceDot: 470,
  },
  {
    id: 11,
    name: 'Senior Programmer',
    description: 'Ten years of experience; the best earner on the market.',
    imageUrl: jobImagePath('PROGRAMMER'),
    applicableJob: 'PROGRAMMER',
    priceDot: 1250,
  },
  {
    id: 12,
    name: 'Pastry Chef',
    description: 'Sweet results.',
    imageUrl: jobImagePath('CHEF'),
    applicableJob: 'CHEF',
    priceDot: 415.5,
  },
] as const;

/** Six items: with a discount and without, in stock and sold out (the sneakers). */
export const shopCatalog = [
  {
    id: 1,
    name: 'Wireless Headphones',
    description: 'Noise-cancelling, 30 hours of battery.',
    imageUrl: shopImagePath('headphones'),
    stock: 24,
    priceDol: 129.99,
    discountPriceDol: 99.99,
    discountCostDom: 50,
  },
  {
    id: 2,
    name: 'Smartwatch Pro',
    description: 'Heart rate, sleep and step tracking.',
    imageUrl: shopImagePath('smartwatch'),
    stock: 8,
    priceDol: 249,
    discountPriceDol: null,
    discountCostDom: null,
  },
  {
    id: 3,
    name: 'City Backpack',
    description: 'Water-resistant, fits a 16-inch laptop.',
    imageUrl: shopImagePath('backpack'),
    stock: 40,
    priceDol: 59.5,
    discountPriceDol: 49.5,
    discountCostDom: 20,
  },
  {
    id: 4,
    name: 'Espresso Maker',
    description: 'Fifteen bars of pressure for a proper crema.',
    imageUrl: shopImagePath('coffee-maker'),
    stock: 12,
    priceDol: 189,
    discountPriceDol: 159,
    discountCostDom: 120,
  },
  {
    id: 5,
    name: 'Running Sneakers',
    description: 'Light, cushioned, made for long runs.',
    imageUrl: shopImagePath('sneakers'),
    stock: 0,
    priceDol: 89.9,
    discountPriceDol: null,
    discountCostDom: null,
  },
  {
    id: 6,
    name: 'izi Gift Card',
    description:
      'A gift card for a friend, spendable on anything in the iziShop, delivered by email within minutes of purchase and valid for a whole year.',
    imageUrl: shopImagePath('gift-card'),
    stock: 999,
    priceDol: 50,
    discountPriceDol: 45,
    discountCostDom: 10,
  },
] as const;

/** A marketplace offer of the seed catalog: a `MarketplaceItem` of the contract (`@izi/api`). */
export type SeedMarketplaceItem = (typeof marketplaceCatalog)[number];
/** A shop item of the seed catalog: a `ShopItem` of the contract (`@izi/api`). */
export type SeedShopItem = (typeof shopCatalog)[number];
