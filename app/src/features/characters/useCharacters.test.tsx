import { fixtures } from '@izi/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCharacters } from './useCharacters';
import { queryKeys } from '../../shared/api/queryKeys';

/** A query cache, with the whole list already read or not; the tests look at the first render. */
function clientWith(characters?: typeof fixtures.characters) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (characters) client.setQueryData(queryKeys.characters(), { items: characters, skipped: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return wrapper;
}

describe('useCharacters', () => {
  it('shows the characters of a type from the whole list at once, while its own call runs', () => {
    const { result } = renderHook(() => useCharacters('PETA'), {
      wrapper: clientWith(fixtures.characters),
    });
    const peta = fixtures.characters.filter((character) => character.characterType === 'PETA');
    expect(peta.length).toBeGreaterThan(0);
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toEqual({ items: peta, skipped: 0 });
  });

  it('waits for its call when the whole list was never read, and for the whole list always', () => {
    expect(
      renderHook(() => useCharacters('BETA'), { wrapper: clientWith() }).result.current.isPending,
    ).toBe(true);
    expect(
      renderHook(() => useCharacters(), { wrapper: clientWith() }).result.current.data,
    ).toBeUndefined();
  });
});
