import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';

type AppProviderProps = {
  children: ReactNode;
  /**
   * Answers by API address that the screen shows until it reads its own: the ones a server-rendered
   * screen came with (main.tsx), so the browser's first render is the server's.
   */
  fallback?: Record<string, unknown>;
};

/**
 * SPEC section 7 fetch defaults: the key is the URL fetched; data is never stale, no refetch
 * interval, no refetch on focus, no retries.
 */
export function AppProvider({ children, fallback }: AppProviderProps) {
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
        ...(fallback ? { fallback } : {}),
      }}
    >
      {children}
    </SWRConfig>
  );
}
