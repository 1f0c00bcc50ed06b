export { MarketplacePage, type MarketplacePageProps } from './MarketplacePage';
export { filterMarketplaceItems, type MarketplaceFilter } from './filterMarketplaceItems';
