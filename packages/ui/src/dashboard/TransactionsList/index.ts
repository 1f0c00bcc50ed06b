export * from './TransactionsList';
