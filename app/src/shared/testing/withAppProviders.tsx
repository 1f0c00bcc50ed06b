import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';
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
 * story never sees another's data) and the notices. Locale and theme come from the toolbar.
 */
export const withAppProviders: Decorator = (Story) => (
  <QueryClientProvider client={storyQueryClient()}>
    <NoticesProvider>
      <Story />
    </NoticesProvider>
  </QueryClientProvider>
);
