export * from './CharacterCarousel';
