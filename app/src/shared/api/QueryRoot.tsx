import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './queryClient';

/**
 * The signed-in pages' server-state cache: TanStack Query ships in the signed-in chunk only
 * (the signed-out screens make their few calls without it). Each sign-in starts with a new,
 * empty cache, so nothing of the person before is ever shown.
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
