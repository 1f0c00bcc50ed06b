import { defineMessages } from 'react-intl';

/** The app's side of buying a marketplace character. */
export const buyMessages = defineMessages<{
  bought: { name: string; type: string };
  failed: Record<never, never>;
}>({
  bought: {
    id: 'app.buyCharacter.bought',
    defaultMessage: '{name} joined your {type} medallion.',
    description: '{type} is PETA, BETA, ATA or ALPHA',
  },
  failed: { id: 'app.buyCharacter.failed', defaultMessage: 'The purchase failed. Try again.' },
});
