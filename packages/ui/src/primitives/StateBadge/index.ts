export * from './StateBadge';
