import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: Record<never, never>;
  carousel: Record<never, never>;
  slide: Record<never, never>;
  position: { position: string; total: string };
  previous: Record<never, never>;
  next: Record<never, never>;
  job: Record<never, never>;
  type: Record<never, never>;
  dailyIncome: Record<never, never>;
  knowledge: Record<never, never>;
  experience: Record<never, never>;
  energy: Record<never, never>;
  happiness: Record<never, never>;
  rename: Record<never, never>;
  sell: Record<never, never>;
  emptyTitle: Record<never, never>;
  emptyMessage: Record<never, never>;
  buyCharacter: Record<never, never>;
}>({
  title: { id: 'characterCarousel.title', defaultMessage: 'Your characters' },
  carousel: {
    id: 'characterCarousel.carousel',
    defaultMessage: 'carousel',
    description: 'What a screen reader calls the carousel (aria-roledescription); lower case',
  },
  slide: {
    id: 'characterCarousel.slide',
    defaultMessage: 'character',
    description: 'What a screen reader calls one item of the carousel; lower case',
  },
  position: {
    id: 'characterCarousel.position',
    defaultMessage: '{position} of {total}',
    description: 'Which character is shown, e.g. 2 of 12',
  },
  previous: { id: 'characterCarousel.previous', defaultMessage: 'Previous character' },
  next: { id: 'characterCarousel.next', defaultMessage: 'Next character' },
  job: { id: 'characterCarousel.job', defaultMessage: 'Job' },
  type: { id: 'characterCarousel.type', defaultMessage: 'Type' },
  dailyIncome: { id: 'characterCarousel.dailyIncome', defaultMessage: 'Daily income' },
  knowledge: { id: 'characterCarousel.knowledge', defaultMessage: 'Knowledge' },
  experience: { id: 'characterCarousel.experience', defaultMessage: 'Experience' },
  energy: { id: 'characterCarousel.energy', defaultMessage: 'Energy' },
  happiness: { id: 'characterCarousel.happiness', defaultMessage: 'Happiness' },
  rename: { id: 'characterCarousel.rename', defaultMessage: 'Rename' },
  sell: { id: 'characterCarousel.sell', defaultMessage: 'Sell' },
  emptyTitle: { id: 'characterCarousel.emptyTitle', defaultMessage: 'No characters yet' },
  emptyMessage: {
    id: 'characterCarousel.emptyMessage',
    defaultMessage:
      'Buy your first character in the marketplace and it will earn iziDot for you every day.',
  },
  buyCharacter: { id: 'characterCarousel.buyCharacter', defaultMessage: 'Buy character' },
});
