export { SkippedItems, type SkippedItemsProps } from './SkippedItems';
