import type { HeadlineAnalysis } from '@contracts/headlines.contract';
import useSWR from 'swr';
import { ApiError, apiRequest } from '@/lib/api-client';

export const ANALYZE_HEADLINE_URL = '/api/analyze-headline';

type AnalyzeHeadlineKey = readonly [typeof ANALYZE_HEADLINE_URL, string, number | null];

/** POST /api/analyze-headline, with credentials (SPEC section 6), and the trending item it is written for when there is one. */
function analyzeHeadline([url, headline, trendingItemId]: AnalyzeHeadlineKey): Promise<HeadlineAnalysis> {
  const body = trendingItemId === null ? { headline } : { headline, trendingItemId };
  return apiRequest<HeadlineAnalysis>(url, { method: 'POST', body, withCredentials: true });
}

/**
 * The analysis of one headline, for a trending item's article or none; no call while `headline` is
 * null. The analysis is a pure function of the headline and the item on the server, so SWR keys it by
 * URL, headline and item like a read: a headline analyzed before answers from the cache, and
 * `reanalyze` runs it again.
 */
export function useHeadlineAnalysis(headline: string | null, trendingItemId: number | null, onError: (error: unknown) => void) {
  const key: AnalyzeHeadlineKey | null = headline ? [ANALYZE_HEADLINE_URL, headline, trendingItemId] : null;
  const { data, isValidating, mutate } = useSWR<HeadlineAnalysis, ApiError, AnalyzeHeadlineKey | null>(key, analyzeHeadline, { onError });
  return { analysis: data, pending: isValidating, reanalyze: () => void mutate() };
}
