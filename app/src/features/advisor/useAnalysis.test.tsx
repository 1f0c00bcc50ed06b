import { AUTH_TOKEN_STORAGE_KEY } from '@izi/api';
import type { Locale } from '@izi/locales';
import { fixtures } from '@izi/mocks';
import { setupMockServer } from '@izi/mocks/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRequestLocale } from '../../shared/api/requestLocale';
import { useAnalysis } from './useAnalysis';

const { server } = setupMockServer();

beforeAll(() => localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token'));
afterAll(() => localStorage.clear());

describe('useAnalysis', () => {
  it('asks in the language on screen, under a key of that language', async () => {
    const client = new QueryClient();
    const languages: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      languages.push(request.headers.get('Accept-Language'));
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The locale as the containers get it from the app's state; read in render, as the advisor
    // does: React Query only re-renders for what a render reads.
    const { result, rerender } = renderHook(
      (locale: Locale) => {
        useRequestLocale(locale);
        const { data, refetch } = useAnalysis(locale);
        return { data, refetch };
      },
      {
        initialProps: 'fa' as Locale,
        wrapper,
      },
    );
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.analysis).toBe(fixtures.analyses.fa));

    rerender('ar');
    expect(result.current.data).toBeUndefined();
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.analysis).toBe(fixtures.analyses.ar));
    expect(languages).toEqual(['fa', 'ar']);
    expect(client.getQueryCache().find({ queryKey: ['ai', 'analysis', 'ar'] })).toBeDefined();
  });
});
