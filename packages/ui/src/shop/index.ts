export * from './Cart';
export * from './OrdersList';
export * from './ShopItemCard';
export * from './ShopPage';
