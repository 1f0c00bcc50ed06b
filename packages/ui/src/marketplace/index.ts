export { marketplaceJobs, type MarketplaceJob } from './jobs';
export { matchesSearch, normalizeSearchText } from './search';
export * from './MarketplaceItemCard';
export * from './MarketplacePage';
export * from './BuyCharacterDialog';
