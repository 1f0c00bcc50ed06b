export * from './schemas';
export * from './calls';
export * from './sale';
export * from './texts';
