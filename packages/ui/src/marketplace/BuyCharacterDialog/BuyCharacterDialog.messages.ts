import { defineMessages } from 'react-intl';

type None = Record<never, never>;

export const messages = defineMessages<{
  title: { name: string };
  price: None;
  balance: None;
  medallion: None;
  room: { type: string; count: string; capacity: string };
  full: None;
  upgrade: { type: string };
  allFull: None;
  cancel: None;
  confirm: None;
}>({
  title: { id: 'buyCharacterDialog.title', defaultMessage: 'Buy {name}' },
  price: { id: 'buyCharacterDialog.price', defaultMessage: 'Price' },
  balance: { id: 'buyCharacterDialog.balance', defaultMessage: 'Your iziDot balance' },
  medallion: {
    id: 'buyCharacterDialog.medallion',
    defaultMessage: 'Medallion to place it in',
  },
  room: {
    id: 'buyCharacterDialog.room',
    defaultMessage: '{type}: {count} / {capacity}',
    description: '{type} is PETA, BETA, ATA or ALPHA; count of characters in it / its capacity',
  },
  full: { id: 'buyCharacterDialog.full', defaultMessage: 'Full' },
  upgrade: { id: 'buyCharacterDialog.upgrade', defaultMessage: 'Upgrade {type}' },
  allFull: {
    id: 'buyCharacterDialog.allFull',
    defaultMessage: 'Every medallion is full: upgrade one to make room.',
  },
  cancel: { id: 'buyCharacterDialog.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'buyCharacterDialog.confirm', defaultMessage: 'Buy' },
});
