export * from './CatalogCard';
export * from './CatalogPage';
