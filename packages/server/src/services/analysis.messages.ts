import { defineMessages } from '@formatjs/intl';

/**
 * The rules' sentences, translated in the shared catalogs (locales/messages). The numbers arrive
 * formatted; the code adds the markdown (`### `, `## `, `* `). Names, token tickers (iziDot,
 * iziDol) and medallion types (PETA…) stay as they are in every language.
 */
export const analysisMessages = defineMessages({
  portfolio: {
    id: 'advisor.server.portfolio',
    defaultMessage: 'Your portfolio',
    description: "The advisor's title",
  },
  noCharacters: {
    id: 'advisor.server.noCharacters',
    defaultMessage: 'You do not own any characters yet, so nothing earns iziDot for you today.',
  },
  visitMarketplace: {
    id: 'advisor.server.visitMarketplace',
    defaultMessage:
      'Visit the marketplace and pick a character whose job you like: income starts the day after you buy.',
  },
  startWithPeta: {
    id: 'advisor.server.startWithPeta',
    defaultMessage:
      'Start with a PETA character: it is the cheapest type and your PETA medallion has room for it.',
  },
  earn: {
    id: 'advisor.server.earn',
    defaultMessage:
      '{count, plural, one {{n} character earns} other {{n} characters earn}} {daily} iziDot a day, about {weekly} a week.',
    description: 'n is count, formatted',
  },
  byType: { id: 'advisor.server.byType', defaultMessage: 'By type: {list}.' },
  listSeparator: {
    id: 'advisor.server.listSeparator',
    defaultMessage: ', ',
    description: 'Between the items of a list (with its space)',
  },
  topEarners: { id: 'advisor.server.topEarners', defaultMessage: 'Top earners' },
  earner: {
    id: 'advisor.server.earner',
    defaultMessage: '{name} ({job}, {type}): {rate} iziDot a day.',
  },
  needsAttention: { id: 'advisor.server.needsAttention', defaultMessage: 'Needs attention' },
  lowEnergy: {
    id: 'advisor.server.lowEnergy',
    defaultMessage: '{name} is low on energy ({energy}): let them rest.',
  },
  unhappy: {
    id: 'advisor.server.unhappy',
    defaultMessage: '{name} is unhappy ({happiness}): happier characters work better.',
  },
  suggestions: { id: 'advisor.server.suggestions', defaultMessage: 'Suggestions' },
  room: {
    id: 'advisor.server.room',
    defaultMessage: 'Your {type} medallion holds {count} of {capacity}: room for {room} more.',
  },
  full: {
    id: 'advisor.server.full',
    defaultMessage:
      'Your {type} medallion is full: upgrading it to {stars} stars costs {price} iziDol and holds {capacity}.',
  },
  spread: {
    id: 'advisor.server.spread',
    defaultMessage:
      'Spread your risk: you have no {jobs}{more, select, yes { and others} other {}} yet.',
    description: 'jobs: up to three job names joined by listSeparator and spreadLast',
  },
  spreadLast: {
    id: 'advisor.server.spreadLast',
    defaultMessage: ', ',
    description: 'Before the last job name of the spread sentence (with its spaces)',
  },
  weakest: {
    id: 'advisor.server.weakest',
    defaultMessage:
      'Your lowest earner, {name}, would sell for {price} iziDot (twenty days of income).',
  },
  affordable: {
    id: 'advisor.server.affordable',
    defaultMessage:
      'With {balance} iziDot you can buy {count, plural, one {one marketplace character} other {{n} marketplace characters}} now; the cheapest is {name} at {price} iziDot.',
    description: 'n is count, formatted',
  },
  saveFor: {
    id: 'advisor.server.saveFor',
    defaultMessage:
      'The cheapest marketplace character, {name}, costs {price} iziDot; you have {balance}.',
  },
  noRoom: {
    id: 'advisor.server.noRoom',
    defaultMessage: 'Every medallion is full: upgrade one before you buy another character.',
  },
});
