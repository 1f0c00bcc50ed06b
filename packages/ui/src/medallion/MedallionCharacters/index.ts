export * from './MedallionCharacters';
