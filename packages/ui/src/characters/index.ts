export { displayNameOf, type CharacterData } from './character';
export { characterImageSrc, jobImagePath, jobs, type Job } from './jobs';
export * from './CharacterCarousel';
export * from './CharacterPortrait';
export * from './RenameCharacterDialog';
