export * from './CharacterSlider';
