/** What the server (and the mocks) answer about medallions, in English. */
export const medallionTexts = {
  medallionNotFound: 'Medallion not found.',
  maxLevel: 'This medallion is already at the maximum level.',
  insufficientForUpgrade: 'Insufficient iziDol balance for this upgrade.',
  /** The balance would do, but pending withdrawals hold part of it. */
  heldForUpgrade: (held: number) =>
    `Insufficient iziDol balance for this upgrade: ${held.toLocaleString('en-US')} iziDol are held by pending withdrawals.`,
  upgraded: (level: number) => `Medallion upgraded to ${level} stars.`,
} as const;
