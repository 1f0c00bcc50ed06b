export { marketplaceJobs, type MarketplaceJob } from './jobs';
export { matchesSearch, normalizeSearchText } from '../catalog/search';
export * from './MarketplaceItemCard';
export * from './MarketplacePage';
export * from './BuyCharacterDialog';
