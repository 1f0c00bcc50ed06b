export { TokenCard, walletTokens, type TokenCardProps, type WalletToken } from './TokenCard';
