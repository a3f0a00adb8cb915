import type { HeadlineAnalysis } from '@contracts/headlines.contract';
import useSWR from 'swr';
import { ApiError, apiRequest } from '@/lib/api-client';

export const ANALYZE_HEADLINE_URL = '/api/analyze-headline';

type AnalyzeHeadlineKey = readonly [typeof ANALYZE_HEADLINE_URL, string];

/** POST /api/analyze-headline, with credentials (SPEC section 6). */
function analyzeHeadline([url, headline]: AnalyzeHeadlineKey): Promise<HeadlineAnalysis> {
  return apiRequest<HeadlineAnalysis>(url, { method: 'POST', body: { headline }, withCredentials: true });
}

/**
 * The analysis of one headline; no call while `headline` is null. The analysis is a pure function of
 * the headline on the server, so SWR keys it by URL and headline like a read: a headline analyzed
 * before answers from the cache, and `reanalyze` runs it again.
 */
export function useHeadlineAnalysis(headline: string | null, onError: (error: unknown) => void) {
  const key: AnalyzeHeadlineKey | null = headline ? [ANALYZE_HEADLINE_URL, headline] : null;
  const { data, isValidating, mutate } = useSWR<HeadlineAnalysis, ApiError, AnalyzeHeadlineKey | null>(key, analyzeHeadline, { onError });
  return { analysis: data, pending: isValidating, reanalyze: () => void mutate() };
}
