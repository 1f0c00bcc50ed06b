export * from './schemas';
export * from './requests';
export * from './calls';
export * from './texts';
export * from './account';
