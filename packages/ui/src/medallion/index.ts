export {
  canUpgrade,
  characterTypes,
  MAX_STAR_LEVEL,
  medallionGenders,
  medallionImagePath,
  starLevels,
  type CharacterType,
  type MedallionData,
  type MedallionGender,
  type MedallionNextLevelData,
  type StarLevel,
} from './medallion';
export * from './MedallionCharacters';
export * from './MedallionDetailsCard';
export * from './UpgradeModal';
