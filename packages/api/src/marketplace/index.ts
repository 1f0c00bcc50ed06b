export * from './schemas';
export * from './calls';
export * from './client';
export * from './buying';
export * from './texts';
