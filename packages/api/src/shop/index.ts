export * from './schemas';
export * from './calls';
export * from './client';
export * from './cart';
export * from './texts';
