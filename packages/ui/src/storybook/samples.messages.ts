import { defineMessages } from 'react-intl';

/**
 * Labels the primitives' stories show, so that designers review even a bare Button in every
 * language. Imported by stories only; the app never bundles them.
 */
export const sample = defineMessages({
  buyCharacter: { id: 'sample.buyCharacter', defaultMessage: 'Buy character' },
  cancel: { id: 'sample.cancel', defaultMessage: 'Cancel' },
  viewAll: { id: 'sample.viewAll', defaultMessage: 'View all' },
  sell: { id: 'sample.sell', defaultMessage: 'Sell' },
  upgrade: { id: 'sample.upgrade', defaultMessage: 'Upgrade' },
  confirm: { id: 'sample.confirm', defaultMessage: 'Confirm' },
  addToCart: { id: 'sample.addToCart', defaultMessage: 'Add to cart' },
  signIn: { id: 'sample.signIn', defaultMessage: 'Sign in' },
  next: { id: 'sample.next', defaultMessage: 'Next character' },
  previous: { id: 'sample.previous', defaultMessage: 'Previous character' },
  walletTitle: { id: 'sample.walletTitle', defaultMessage: 'Wallet' },
  walletBody: {
    id: 'sample.walletBody',
    defaultMessage: 'Your three balances: iziDol, iziDot and iziDom.',
  },
  manage: { id: 'sample.manage', defaultMessage: 'Manage' },
  knowledge: { id: 'sample.knowledge', defaultMessage: 'Knowledge' },
  energy: { id: 'sample.energy', defaultMessage: 'Energy' },
  openDialog: { id: 'sample.openDialog', defaultMessage: 'Open details' },
  dialogTitle: { id: 'sample.dialogTitle', defaultMessage: 'Medallion details' },
  dialogBody: {
    id: 'sample.dialogBody',
    defaultMessage: 'A PETA medallion holds up to five characters of its type.',
  },
  sellQuestion: {
    id: 'sample.sellQuestion',
    defaultMessage: 'Are you sure you want to sell this character?',
  },
  soldNotice: { id: 'sample.soldNotice', defaultMessage: 'Character sold successfully!' },
  addedNotice: { id: 'sample.addedNotice', defaultMessage: 'The headphones are in your cart.' },
  fillAllFields: { id: 'sample.fillAllFields', defaultMessage: 'Please fill in all fields.' },
  username: { id: 'sample.username', defaultMessage: 'Email or username' },
  usernameHint: {
    id: 'sample.usernameHint',
    defaultMessage: 'The name you signed up with, or its email.',
  },
  usernameRequired: { id: 'sample.usernameRequired', defaultMessage: 'Enter your username.' },
  password: { id: 'sample.password', defaultMessage: 'Password' },
  amount: { id: 'sample.amount', defaultMessage: 'Amount' },
  amountInvalid: { id: 'sample.amountInvalid', defaultMessage: 'Enter a number above zero.' },
  dashboards: { id: 'sample.dashboards', defaultMessage: 'Dashboards' },
  main: { id: 'sample.main', defaultMessage: 'Main' },
  marketplace: { id: 'sample.marketplace', defaultMessage: 'Marketplace' },
  wallet: { id: 'sample.wallet', defaultMessage: 'Wallet' },
  logout: { id: 'sample.logout', defaultMessage: 'Log out' },
  walletTransactionsTitle: {
    id: 'sample.walletTransactionsTitle',
    defaultMessage: 'Latest transactions',
  },
  walletTransactionsBody: {
    id: 'sample.walletTransactionsBody',
    defaultMessage: 'The transactions list appears here.',
  },
});
