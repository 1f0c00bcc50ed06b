export * from './WalletSummary';
