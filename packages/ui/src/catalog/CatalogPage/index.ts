export { CatalogPage, type CatalogMessages, type CatalogPageProps } from './CatalogPage';
