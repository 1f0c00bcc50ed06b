import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'walletPage.title',
    defaultMessage: 'Wallet',
    description: 'Heading of the wallet page',
  },
  subtitle: {
    id: 'walletPage.subtitle',
    defaultMessage: 'Your three token balances.',
    description: 'Line under the wallet heading',
  },
  convert: {
    id: 'walletPage.convert',
    defaultMessage: 'Convert tokens',
    description: 'Button that converts one token into another',
  },
  deposit: {
    id: 'walletPage.deposit',
    defaultMessage: 'Deposit',
    description: 'Button on the iziDol card that opens the USDT deposit request',
  },
  withdraw: {
    id: 'walletPage.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Button on the iziDol card that opens the USDT withdrawal request',
  },
});
