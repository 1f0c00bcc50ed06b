import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  iziDolName: {
    id: 'tokenCard.iziDolName',
    defaultMessage: 'iziDol',
    description: 'Name of the stable coin token; usually kept in Latin letters',
  },
  iziDotName: {
    id: 'tokenCard.iziDotName',
    defaultMessage: 'iziDot',
    description: 'Name of the in-game currency token; usually kept in Latin letters',
  },
  iziDomName: {
    id: 'tokenCard.iziDomName',
    defaultMessage: 'iziDom',
    description: 'Name of the reward token; usually kept in Latin letters',
  },
  iziDolRole: {
    id: 'tokenCard.iziDolRole',
    defaultMessage: 'The stable coin',
    description: 'What iziDol is, under its name on the wallet card',
  },
  iziDotRole: {
    id: 'tokenCard.iziDotRole',
    defaultMessage: 'The in-game currency',
    description: 'What iziDot is, under its name on the wallet card',
  },
  iziDomRole: {
    id: 'tokenCard.iziDomRole',
    defaultMessage: 'The reward token',
    description: 'What iziDom is, under its name on the wallet card',
  },
  balance: {
    id: 'tokenCard.balance',
    defaultMessage: 'Balance',
    description: 'Label above a token balance',
  },
});
