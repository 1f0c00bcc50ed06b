export { dashboardPages, isDashboardPage, pages, type DashboardPage, type Page } from './pages';
export * from './Header';
export * from './Footer';
export * from './PageLayout';
