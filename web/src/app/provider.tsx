import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';
import { cacheWith } from './answers-cache';

type AppProviderProps = {
  children: ReactNode;
  /**
   * Answers by API address that SWR's cache starts with: the ones a server-rendered screen came with
   * (main.tsx), so the browser's first render is the server's (web/src/entry-server.tsx renders with
   * them the same way). Without them the app starts with SWR's shared cache.
   */
  answers?: Record<string, unknown>;
};

/**
 * SPEC section 7 fetch defaults: the key is the URL fetched; data is never stale, no refetch
 * interval, no refetch on focus, no retries.
 */
export function AppProvider({ children, answers }: AppProviderProps) {
  return (
    <SWRConfig
      value={{
        fetcher,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
        revalidateIfStale: false,
        refreshInterval: 0,
        shouldRetryOnError: false,
        errorRetryCount: 0,
        ...(answers ? { provider: () => cacheWith(answers) } : {}),
      }}
    >
      {children}
    </SWRConfig>
  );
}
