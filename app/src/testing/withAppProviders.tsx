import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { NoticesProvider } from '../notices/NoticesProvider';

/**
 * What the app puts around its screens, fresh for every story: a query cache of its own (so a
 * story never sees another's data) and the notices. Locale and theme come from the toolbar.
 */
export const withAppProviders: Decorator = (Story) => (
  <QueryClientProvider client={createQueryClient()}>
    <NoticesProvider>
      <Story />
    </NoticesProvider>
  </QueryClientProvider>
);
