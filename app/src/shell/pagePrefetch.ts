import type { PageId } from '@izi/ui';
import type { QueryClient } from '@tanstack/react-query';
import { charactersQuery } from '../features/characters/useCharacters';
import { statsQuery } from '../features/dashboard/useStats';
import { marketplaceItemsQuery } from '../features/marketplace/useMarketplaceItems';
import { medallionsQuery } from '../features/medallions/useMedallions';
import {
  operatorAuditQuery,
  operatorOrdersQuery,
  operatorRequestsQuery,
} from '../features/operator/useOperator';
import { cartQuery, ordersQuery } from '../features/shop/useCart';
import { shopItemsQuery } from '../features/shop/useShopItems';
import { transactionsQuery } from '../features/wallet/useTransactions';
import { usdtRequestsQuery } from '../features/wallet/useUsdtRequests';
import { walletQuery } from '../features/wallet/useWallet';

/**
 * Starts the calls a page's container reads (pageContainers.tsx), as the person asks for the
 * page (the frame's `navigate`) and before the page renders: the answer is on its way while React
 * draws the page, instead of being asked for only once the page has rendered (render as you
 * fetch). Data still fresh in the cache is not asked for again; the container's own queries join
 * a call under way, and show its failure.
 */
export type PagePrefetch = (client: QueryClient) => void;

const prefetching =
  (start: (client: QueryClient) => Promise<void>[]): PagePrefetch =>
  (client) => {
    void Promise.all(start(client));
  };

/**
 * Not the characters of the page's type: the page shows them at once from the whole list the
 * dashboard read (placeholder data, useCharacters), and its own call, started with the page,
 * then replaces them. Started here, that call's answer (hundreds of characters) was read while
 * the page drew its first frame and held it back (bench:lists, PETA: 0.96 -> 1.41 large/small).
 */
const medallionPage = () =>
  prefetching((client) => [
    client.prefetchQuery(medallionsQuery()),
    client.prefetchQuery(walletQuery()),
  ]);

/** Each page's calls: every page id has its own. */
export const pagePrefetch: Record<PageId, PagePrefetch> = {
  main: prefetching((client) => [
    client.prefetchQuery(walletQuery()),
    client.prefetchQuery(charactersQuery()),
    client.prefetchQuery(statsQuery()),
    client.prefetchQuery(transactionsQuery()),
    client.prefetchQuery(medallionsQuery()),
  ]),
  peta: medallionPage(),
  beta: medallionPage(),
  ata: medallionPage(),
  alpha: medallionPage(),
  characters: prefetching((client) => [client.prefetchQuery(charactersQuery())]),
  marketplace: prefetching((client) => [
    client.prefetchQuery(marketplaceItemsQuery()),
    client.prefetchQuery(walletQuery()),
    client.prefetchQuery(medallionsQuery()),
  ]),
  wallet: prefetching((client) => [
    client.prefetchQuery(walletQuery()),
    client.prefetchQuery(transactionsQuery()),
    client.prefetchQuery(usdtRequestsQuery()),
  ]),
  izishop: prefetching((client) => [client.prefetchQuery(shopItemsQuery())]),
  cart: prefetching((client) => [
    client.prefetchQuery(cartQuery()),
    client.prefetchQuery(ordersQuery()),
  ]),
  // The console opens on the pending queues.
  operator: prefetching((client) => [
    client.prefetchQuery(operatorRequestsQuery('pending')),
    client.prefetchQuery(operatorOrdersQuery('pending')),
    client.prefetchQuery(operatorAuditQuery()),
  ]),
};
