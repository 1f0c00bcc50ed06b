import type { PageId } from '@izi/ui';

/**
 * The address of each signed-in page: what the browser's history, a reload and a shared link
 * name. The dashboard is the site's root; the medallion dashboards and the cart sit under the
 * part of the app they belong to.
 */
const pagePaths: Record<PageId, string> = {
  main: '/',
  peta: '/medallions/peta',
  beta: '/medallions/beta',
  ata: '/medallions/ata',
  alpha: '/medallions/alpha',
  characters: '/characters',
  marketplace: '/marketplace',
  wallet: '/wallet',
  izishop: '/shop',
  cart: '/shop/cart',
  operator: '/operator',
};

const pageByPath = new Map(Object.entries(pagePaths).map(([page, path]) => [path, page as PageId]));

export const pathOf = (page: PageId): string => pagePaths[page];

/**
 * The page a path names, or null for a path that names none. A trailing slash is forgiven (a
 * link typed by hand); the query and the fragment never reach here (a pathname only).
 */
export function pageOf(pathname: string): PageId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageByPath.get(path || '/') ?? null;
}
