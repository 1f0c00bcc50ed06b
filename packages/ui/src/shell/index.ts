export {
  dashboardPageIds,
  isDashboardPageId,
  pageIds,
  type DashboardPageId,
  type PageId,
} from './pageIds';
export * from './Header';
export * from './Footer';
export * from './PageLayout';
