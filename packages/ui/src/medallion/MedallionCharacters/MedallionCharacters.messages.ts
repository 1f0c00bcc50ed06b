import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: { type: string };
  emptyTitle: { type: string };
  emptyMessage: Record<never, never>;
  buyCharacter: Record<never, never>;
  perDay: Record<never, never>;
}>({
  title: {
    id: 'medallionCharacters.title',
    defaultMessage: 'Your {type} characters',
    description: '{type} is PETA, BETA, ATA or ALPHA',
  },
  emptyTitle: {
    id: 'medallionCharacters.emptyTitle',
    defaultMessage: 'No {type} characters yet',
  },
  emptyMessage: {
    id: 'medallionCharacters.emptyMessage',
    defaultMessage: 'Characters of this type that you buy will appear here.',
  },
  buyCharacter: { id: 'medallionCharacters.buyCharacter', defaultMessage: 'Buy character' },
  perDay: {
    id: 'medallionCharacters.perDay',
    defaultMessage: 'per day',
    description: 'After a daily income amount',
  },
});
