import type { Locale } from '@izi/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from './queryKeys';

/**
 * The queries whose answers carry texts the server writes in the request's language: the
 * catalogs' names and descriptions, the characters named after a marketplace item, the orders'
 * lines (the operator's too). The advisor's text keys its language instead (`queryKeys.analysis`).
 */
export const textQueryKeys = [
  queryKeys.marketplaceItems,
  queryKeys.shopItems,
  queryKeys.characters(),
  queryKeys.orders,
  queryKeys.operator,
] as const;

/**
 * After a change of language, asks again for every answer written in the previous one: what is
 * on screen is fetched at once (in the new language, which `useRequestLocale` set in a layout
 * effect before this effect runs), the rest when it is next shown. The old text stays until the
 * new one arrives; nothing reloads.
 */
export function useTextsFollowLocale(locale: Locale) {
  const queryClient = useQueryClient();
  const askedIn = useRef(locale);
  useEffect(() => {
    if (askedIn.current === locale) return;
    askedIn.current = locale;
    for (const queryKey of textQueryKeys) void queryClient.invalidateQueries({ queryKey });
  }, [locale, queryClient]);
}
