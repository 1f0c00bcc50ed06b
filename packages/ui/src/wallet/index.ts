export * from './TokenCard';
export * from './RequestForm';
export * from './WalletPage';
export * from './ConvertTokensDialog';
export * from './UsdtRequestList';
