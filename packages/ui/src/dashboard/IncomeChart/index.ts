export * from './IncomeChart';
