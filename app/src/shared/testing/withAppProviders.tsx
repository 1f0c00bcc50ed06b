import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/queryClient';
import { memoryHistory, PageHistoryContext } from '../../shell/pageHistory';
import { NoticesProvider } from '../notices/NoticesProvider';

/** The app's client with its retries kept but their back-off shortened, so failures show fast. */
function storyQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 10 } });
  return client;
}

/**
 * What the app puts around its containers, fresh for every story: a query cache of its own (so a
 * story never sees another's data) and the notices. Locale and theme come from the toolbar. Pages
 * go into a history in memory: the preview frame's address is Storybook's, not the app's.
 */
export const withAppProviders: Decorator = (Story) => (
  <InMemoryHistory>
    <QueryClientProvider client={storyQueryClient()}>
      <NoticesProvider>
        <Story />
      </NoticesProvider>
    </QueryClientProvider>
  </InMemoryHistory>
);

/** One history for the story's whole life (the decorator runs again on a toolbar change). */
function InMemoryHistory({ children }: { children: ReactNode }) {
  const [history] = useState(() => memoryHistory());
  return <PageHistoryContext.Provider value={history}>{children}</PageHistoryContext.Provider>;
}
