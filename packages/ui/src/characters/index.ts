export { displayNameOf, type CharacterData } from './character';
export {
  characterImageSrc,
  isJob,
  jobImagePath,
  jobLabel,
  jobs,
  type AnyJob,
  type Job,
} from './jobs';
export * from './CharacterCarousel';
export * from './CharacterPortrait';
export * from './RenameCharacterDialog';
