import { defineMessages } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  brand: None;
  navigation: None;
  dashboards: None;
  main: None;
  mainDashboard: None;
  typeDashboard: { type: string };
  marketplace: None;
  wallet: None;
  izishop: None;
  logout: None;
  logoutEverywhere: None;
  menu: None;
  cart: None;
  cartLabel: { count: number; n: string };
  operatorConsole: None;
  account: { username: string };
  signedInAs: { username: string };
}>({
  brand: {
    id: 'header.brand',
    defaultMessage: 'izi',
    description: 'The product name in the brand mark; stays Latin in every language',
  },
  navigation: {
    id: 'header.navigation',
    defaultMessage: 'Main navigation',
    description: "Names the header's navigation landmark",
  },
  dashboards: { id: 'header.dashboards', defaultMessage: 'Dashboards' },
  main: {
    id: 'header.main',
    defaultMessage: 'Main',
    description: 'The main dashboard, in the Dashboards menu',
  },
  mainDashboard: {
    id: 'header.mainDashboard',
    defaultMessage: 'Main dashboard',
    description: 'The main dashboard, in the collapsed menu of a narrow screen',
  },
  typeDashboard: {
    id: 'header.typeDashboard',
    defaultMessage: '{type} dashboard',
    description:
      'A medallion dashboard in the collapsed menu; {type} is PETA, BETA, ATA or ALPHA (Latin)',
  },
  marketplace: { id: 'header.marketplace', defaultMessage: 'Marketplace' },
  wallet: { id: 'header.wallet', defaultMessage: 'Wallet' },
  izishop: {
    id: 'header.izishop',
    defaultMessage: 'iziShop',
    description: 'The shop; a product name',
  },
  operatorConsole: {
    id: 'header.operatorConsole',
    defaultMessage: 'Operator console',
    description:
      'Leads to the page where operators review requests and orders; only operators see it',
  },
  logout: { id: 'header.logout', defaultMessage: 'Log out' },
  account: {
    id: 'header.account',
    defaultMessage: '{username}, account',
    description:
      "Accessible name of the header button that shows the signed-in person's username and opens the account menu (Log out…); starts with the visible username",
  },
  signedInAs: {
    id: 'header.signedInAs',
    defaultMessage: 'Signed in as {username}',
    description:
      'In the collapsed menu of a narrow screen, above Log out: who is signed in (not a command)',
  },
  logoutEverywhere: {
    id: 'header.logoutEverywhere',
    defaultMessage: 'Log out on every device',
    description: 'Ends every session of the person, on this and every other device',
  },
  menu: {
    id: 'header.menu',
    defaultMessage: 'Menu',
    description: 'The button that opens the navigation on a narrow screen',
  },
  cart: {
    id: 'header.cart',
    defaultMessage: 'Cart',
    description: 'Visible text of the header button that opens the iziShop cart',
  },
  cartLabel: {
    id: 'header.cartLabel',
    defaultMessage: '{count, plural, one {Cart, {n} item} other {Cart, {n} items}}',
    description:
      'Accessible name of the header cart button: how many items the cart holds (n is the formatted count); must start with the visible "Cart" text',
  },
});
