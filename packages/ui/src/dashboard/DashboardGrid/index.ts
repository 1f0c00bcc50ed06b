export * from './DashboardGrid';
