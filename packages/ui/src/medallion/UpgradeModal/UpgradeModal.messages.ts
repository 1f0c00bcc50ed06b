import { defineMessages } from 'react-intl';

export const messages = defineMessages<{
  title: { type: string };
  nextLevel: Record<never, never>;
  capacity: Record<never, never>;
  capacityChange: { current: string; next: string };
  cost: Record<never, never>;
  balance: Record<never, never>;
  gender: Record<never, never>;
  insufficient: Record<never, never>;
  unknownError: Record<never, never>;
  maxLevel: Record<never, never>;
  close: Record<never, never>;
  confirm: Record<never, never>;
}>({
  title: {
    id: 'upgradeModal.title',
    defaultMessage: 'Upgrade {type} medallion',
    description: '{type} is PETA, BETA, ATA or ALPHA',
  },
  nextLevel: { id: 'upgradeModal.nextLevel', defaultMessage: 'Next level' },
  capacity: { id: 'upgradeModal.capacity', defaultMessage: 'Capacity' },
  capacityChange: {
    id: 'upgradeModal.capacityChange',
    defaultMessage: 'from {current} to {next} characters',
    description: 'Spoken form of the capacity change, shown as "5 → 8"',
  },
  cost: { id: 'upgradeModal.cost', defaultMessage: 'Cost' },
  balance: { id: 'upgradeModal.balance', defaultMessage: 'Your iziDol balance' },
  gender: { id: 'upgradeModal.gender', defaultMessage: 'Gender' },
  insufficient: {
    id: 'upgradeModal.insufficient',
    defaultMessage: 'Insufficient iziDol Balance',
  },
  unknownError: { id: 'upgradeModal.unknownError', defaultMessage: 'An unknown error occurred.' },
  maxLevel: { id: 'upgradeModal.maxLevel', defaultMessage: 'Max Level Reached' },
  close: { id: 'upgradeModal.close', defaultMessage: 'Close' },
  confirm: { id: 'upgradeModal.confirm', defaultMessage: 'Confirm' },
});
