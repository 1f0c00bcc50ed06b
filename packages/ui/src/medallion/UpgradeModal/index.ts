export * from './UpgradeModal';
