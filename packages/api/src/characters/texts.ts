/** What the server (and the mocks) answer about characters, in English. */
export const characterTexts = {
  badCharacterId: 'Character id must be a positive whole number.',
  badCharacterType: 'Unknown character type.',
  characterNotFound: 'Character not found.',
  sold: (price: number) => `Character sold for ${price} iziDot.`,
} as const;
