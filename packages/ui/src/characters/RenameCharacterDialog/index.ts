export * from './RenameCharacterDialog';
