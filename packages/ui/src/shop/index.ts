export * from './ShopItemCard';
export * from './ShopPage';
