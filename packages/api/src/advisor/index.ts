export * from './calls';
export * from './client';
