export { WalletPage, type WalletBalances, type WalletPageProps } from './WalletPage';
