export * from './ResultsStatus';
