import type { OneTimeLinkView } from '@contracts/auth.contract';
import useSWR from 'swr';

export function oneTimeLinkUrl(token: string): string {
  return `/api/auth/links/${encodeURIComponent(token)}`;
}

/** What a one-time link is for; 404 "This link is no longer valid" once used or expired. Read on every visit. */
export function useOneTimeLink(token: string | null) {
  const { data, error, isLoading } = useSWR<OneTimeLinkView>(token ? oneTimeLinkUrl(token) : null, { revalidateOnMount: true });
  return { link: data ?? null, error: error as unknown, isLoading };
}
