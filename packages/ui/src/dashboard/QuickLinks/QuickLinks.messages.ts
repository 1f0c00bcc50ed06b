import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'quickLinks.title', defaultMessage: 'Quick links' },
  marketplace: { id: 'quickLinks.marketplace', defaultMessage: 'Marketplace' },
  marketplaceHint: { id: 'quickLinks.marketplaceHint', defaultMessage: 'Buy new characters' },
  wallet: { id: 'quickLinks.wallet', defaultMessage: 'Wallet' },
  walletHint: { id: 'quickLinks.walletHint', defaultMessage: 'Balances and USDT requests' },
  iziShop: {
    id: 'quickLinks.iziShop',
    defaultMessage: 'iziShop',
    description: "The shop's name; keep it in Latin letters",
  },
  iziShopHint: { id: 'quickLinks.iziShopHint', defaultMessage: 'Real goods for iziDol' },
});
