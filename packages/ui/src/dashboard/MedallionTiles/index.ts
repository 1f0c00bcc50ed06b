export * from './MedallionTiles';
