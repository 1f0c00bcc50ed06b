/**
 * Every signed-in page of the app (spec §2), and izi's own cart (issue 18); the app switches
 * between them, with no URLs.
 */
export const pages = [
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
] as const;
export type Page = (typeof pages)[number];

/** The pages the header's Dashboards menu leads to: the main one and one per medallion type. */
export const dashboardPages = [
  'main',
  'peta',
  'beta',
  'ata',
  'alpha',
] as const satisfies readonly Page[];
export type DashboardPage = (typeof dashboardPages)[number];

export function isDashboardPage(page: Page): page is DashboardPage {
  return (dashboardPages as readonly Page[]).includes(page);
}
