export * from './CharacterPortrait';
