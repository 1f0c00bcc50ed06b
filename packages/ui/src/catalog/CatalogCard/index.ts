export { CatalogCard, type CatalogCardProps } from './CatalogCard';
