import { AUTH_TOKEN_STORAGE_KEY } from '@izi/api';
import { inLanguage, marketplaceTexts, shopTexts } from '@izi/domain';
import type { Locale } from '@izi/locales';
import { fixtures } from '@izi/mocks';
import { setupMockServer } from '@izi/mocks/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMarketplaceItems } from '../../features/marketplace/useMarketplaceItems';
import { useShopItems } from '../../features/shop/useShopItems';
import { useRequestLocale } from './requestLocale';
import { useTextsFollowLocale } from './textsFollowLocale';

setupMockServer();

beforeAll(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));
afterAll(() => localStorage.clear());

const names = (items: { name: string }[] | undefined) => items?.map((item) => item.name);

describe('useTextsFollowLocale', () => {
  it('asks for the catalogs again in the new language when it changes, and not before', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      (locale: Locale) => {
        useRequestLocale(locale);
        useTextsFollowLocale(locale);
        return { market: useMarketplaceItems().data, shop: useShopItems().data };
      },
      { initialProps: 'fa' as Locale, wrapper },
    );
    const shopIn = (locale: string) =>
      names(fixtures.shopItems.map((item) => inLanguage(item, shopTexts, locale)));
    await waitFor(() => expect(names(result.current.shop?.items)).toEqual(shopIn('fa')));
    expect(result.current.market?.items[0]?.name).toBe(marketplaceTexts[1].fa.name);
    const fetches = client.getQueryCache().find({ queryKey: ['izishop', 'items'] })!;
    expect(fetches.state.dataUpdateCount).toBe(1);

    rerender('en');
    await waitFor(() => expect(names(result.current.shop?.items)).toEqual(shopIn('en')));
    expect(result.current.market?.items[0]?.name).toBe('Junior Programmer');
    rerender('en');
    rerender('ar');
    await waitFor(() => expect(names(result.current.shop?.items)).toEqual(shopIn('ar')));
    expect(fetches.state.dataUpdateCount).toBe(3);
  });
});
