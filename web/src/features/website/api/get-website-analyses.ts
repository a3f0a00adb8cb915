import useSWR from 'swr';
import type { WebsiteAnalysis } from '@contracts/website.contract';
import type { ApiError } from '@/lib/api-client';

export const WEBSITE_ANALYSES_KEY = '/api/website-analysis';

/** Previous analyses, newest first; no refetch on window focus (SPEC section 7). */
export function useWebsiteAnalyses() {
  const { data, error, isLoading } = useSWR<WebsiteAnalysis[], ApiError>(WEBSITE_ANALYSES_KEY, { revalidateOnFocus: false });
  return { analyses: data ?? [], error, isLoading };
}
