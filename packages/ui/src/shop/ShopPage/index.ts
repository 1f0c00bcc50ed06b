export { ShopPage, type ShopPageProps } from './ShopPage';
export { filterShopItems } from './filterShopItems';
