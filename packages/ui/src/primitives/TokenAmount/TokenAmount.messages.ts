import { defineMessages, type MessageTag, type MessageValue } from 'react-intl';

type Amount = { amount: MessageValue; unit: MessageTag };

export const messages = defineMessages<{ iziDol: Amount; iziDot: Amount; iziDom: Amount }>({
  iziDol: {
    id: 'tokenAmount.iziDol',
    defaultMessage: '{amount} <unit>DOL</unit>',
    description: 'An amount of iziDol, the stable coin; keep the unit tag',
  },
  iziDot: {
    id: 'tokenAmount.iziDot',
    defaultMessage: '{amount} <unit>DOT</unit>',
    description: 'An amount of iziDot, the in-game currency; keep the unit tag',
  },
  iziDom: {
    id: 'tokenAmount.iziDom',
    defaultMessage: '{amount} <unit>DOM</unit>',
    description: 'An amount of iziDom, the reward token; keep the unit tag',
  },
});
