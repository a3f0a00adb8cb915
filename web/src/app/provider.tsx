import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';

type AppProviderProps = { children: ReactNode };

/**
 * SPEC section 7 fetch defaults: the key is the URL fetched; data is never stale, no refetch
 * interval, no refetch on focus, no retries.
 */
export function AppProvider({ children }: AppProviderProps) {
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
      }}
    >
      {children}
    </SWRConfig>
  );
}
