/**
 * The id of every signed-in page of the app, the cart page and the operator console (shown to
 * operators only): what the app navigates by (the app gives each its address). (`…Page` names ui's
 * page components, `…Container` the app's.)
 */
export const pageIds = [
  'main',
  'peta',
  'beta',
  'ata',
  'alpha',
  'characters',
  'marketplace',
  'wallet',
  'izishop',
  'cart',
  'operator',
] as const;
export type PageId = (typeof pageIds)[number];

/** The pages the header's Dashboards menu leads to: the main one and one per medallion type. */
export const dashboardPageIds = [
  'main',
  'peta',
  'beta',
  'ata',
  'alpha',
] as const satisfies readonly PageId[];
export type DashboardPageId = (typeof dashboardPageIds)[number];

export function isDashboardPageId(page: PageId): page is DashboardPageId {
  return (dashboardPageIds as readonly PageId[]).includes(page);
}
