export * from './theme';
export * from './i18n';
export * from './icons';
export * from './primitives';
