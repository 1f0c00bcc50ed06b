export * from './IncomeStats';
