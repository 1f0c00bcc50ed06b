export {
  MarketplaceItemCard,
  type MarketplaceItem,
  type MarketplaceItemCardProps,
} from './MarketplaceItemCard';
