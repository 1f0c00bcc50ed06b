export * from './MedallionDetailsCard';
