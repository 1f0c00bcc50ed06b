export * from './QuestsCard';
