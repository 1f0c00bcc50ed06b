export * from './ConvertTokensDialog';
export * from './convert';
