export * from './schemas';
export * from './requests';
export * from './calls';
export * from './client';
export * from './texts';
