import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'walletSummary.title', defaultMessage: 'Wallet' },
  manage: { id: 'walletSummary.manage', defaultMessage: 'Manage wallet' },
  iziDol: {
    id: 'walletSummary.iziDol',
    defaultMessage: 'iziDol',
    description: 'Token name; keep it in Latin letters',
  },
  iziDot: {
    id: 'walletSummary.iziDot',
    defaultMessage: 'iziDot',
    description: 'Token name; keep it in Latin letters',
  },
  iziDom: {
    id: 'walletSummary.iziDom',
    defaultMessage: 'iziDom',
    description: 'Token name; keep it in Latin letters',
  },
  iziDolRole: { id: 'walletSummary.iziDolRole', defaultMessage: 'Stable coin' },
  iziDotRole: { id: 'walletSummary.iziDotRole', defaultMessage: 'In-game currency' },
  iziDomRole: { id: 'walletSummary.iziDomRole', defaultMessage: 'Reward token' },
});
