import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * A route's screen inside the server-state cache's provider. Each route gets it with its lazily
 * loaded screen (build-routes.tsx), not the app's root, so the landing pages, which read no server
 * state, load without TanStack Query. Every provider holds the one `queryClient`: one cache.
 */
export function withQueryClient(Screen: ComponentType): ComponentType {
  function ScreenWithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    );
  }
  ScreenWithQueryClient.displayName = `WithQueryClient(${Screen.displayName ?? Screen.name})`;
  return ScreenWithQueryClient;
}
