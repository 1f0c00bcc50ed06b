export * from './schemas';
export * from './requests';
export * from './calls';
export * from './conversion';
export * from './texts';
export * from './usdt-requests';
