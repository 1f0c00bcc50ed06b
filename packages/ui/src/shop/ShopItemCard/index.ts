export { hasDiscount, ShopItemCard, type ShopItem, type ShopItemCardProps } from './ShopItemCard';
