import { defineMessages, type MessageValue } from 'react-intl';

export const messages = defineMessages<{
  title: { type: string };
  level: Record<never, never>;
  gender: Record<never, never>;
  capacity: Record<never, never>;
  capacityValue: { count: string; capacity: string };
  capacityLabel: { count: string; capacity: string };
  nextLevel: { capacity: string; price: MessageValue };
  upgrade: Record<never, never>;
  maxLevel: Record<never, never>;
  errorTitle: Record<never, never>;
  errorMessage: { type: string };
}>({
  title: {
    id: 'medallionDetailsCard.title',
    defaultMessage: '{type} medallion',
    description: '{type} is PETA, BETA, ATA or ALPHA',
  },
  level: { id: 'medallionDetailsCard.level', defaultMessage: 'Level' },
  gender: { id: 'medallionDetailsCard.gender', defaultMessage: 'Gender' },
  capacity: { id: 'medallionDetailsCard.capacity', defaultMessage: 'Capacity' },
  capacityValue: {
    id: 'medallionDetailsCard.capacityValue',
    defaultMessage: '{count} / {capacity}',
    description: 'Characters held over how many the medallion can hold, e.g. 2 / 5',
  },
  capacityLabel: {
    id: 'medallionDetailsCard.capacityLabel',
    defaultMessage: '{count} of {capacity} characters',
    description: 'Spoken form of the capacity, e.g. 2 of 5 characters',
  },
  nextLevel: {
    id: 'medallionDetailsCard.nextLevel',
    defaultMessage: 'Next level: room for {capacity} characters, for {price}',
    description: '{price} is an amount of iziDol',
  },
  upgrade: { id: 'medallionDetailsCard.upgrade', defaultMessage: 'Upgrade' },
  maxLevel: { id: 'medallionDetailsCard.maxLevel', defaultMessage: 'Max Level Reached' },
  errorTitle: { id: 'medallionDetailsCard.errorTitle', defaultMessage: 'Error' },
  errorMessage: {
    id: 'medallionDetailsCard.errorMessage',
    defaultMessage: 'Could not load medallion data for {type}.',
  },
});
