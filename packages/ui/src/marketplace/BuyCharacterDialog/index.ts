export * from './BuyCharacterDialog';
