import type { CharacterType } from '@izi/api';
import type { Locale } from '@izi/locales';

/** Every query key in one place, so that a mutation names exactly what it changes. */
export const queryKeys = {
  wallet: ['wallet'] as const,
  characters: (type?: CharacterType) =>
    type ? (['characters', type] as const) : (['characters'] as const),
  transactions: ['transactions'] as const,
  stats: ['stats'] as const,
  marketplaceItems: ['marketplace', 'items'] as const,
  shopItems: ['izishop', 'items'] as const,
  /** The person's iziShop orders (their lines name the items). */
  orders: ['izishop', 'orders'] as const,
  medallions: ['medallions'] as const,
  /** The signed-in person's account (their roles) and their own USDT requests. */
  account: ['account'] as const,
  usdtRequests: ['usdt', 'requests'] as const,
  /** The operator's queues and audit (`['operator']` names them all). */
  operator: ['operator'] as const,
  /** The advisor's text in one language (`['ai', 'analysis']` names every language's). */
  analysis: (locale: Locale) => ['ai', 'analysis', locale] as const,
};
