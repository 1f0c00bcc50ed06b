export { CatalogPage, type CatalogMessages, type CatalogPageProps } from './CatalogPage';
export { noItems, type CatalogData, type CatalogMessageValues } from './catalogData';
