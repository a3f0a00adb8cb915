import type { WordEmotionScore } from '@contracts/headlines.contract';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { guessWordEmotions } from '../utils/guess-word-emotions';

export const EMOTION_ANALYSIS_URL = '/api/headline/emotion-analysis';

/** The spec's message when the emotion call fails (SPEC section 7). */
export const EMOTION_ANALYSIS_FAILED = 'Failed to analyze headline emotions';

type EmotionAnalysisKey = readonly [typeof EMOTION_ANALYSIS_URL, string];

export type HeadlineEmotions = {
  words: WordEmotionScore[];
  /** Set when the server could not be asked and `words` is the local keyword guess. */
  failure: string | null;
};

/** POST /api/headline/emotion-analysis; on failure, the local guess with the spec's message. */
async function analyzeHeadlineEmotions([url, headline]: EmotionAnalysisKey): Promise<HeadlineEmotions> {
  try {
    return { words: await apiRequest<WordEmotionScore[]>(url, { method: 'POST', body: { headline } }), failure: null };
  } catch {
    return { words: guessWordEmotions(headline), failure: EMOTION_ANALYSIS_FAILED };
  }
}

/** Per-word emotion scores of an analyzed headline; no call while `headline` is null. */
export function useHeadlineEmotions(headline: string | null) {
  const key: EmotionAnalysisKey | null = headline ? [EMOTION_ANALYSIS_URL, headline] : null;
  const { data, isLoading } = useSWR<HeadlineEmotions, Error, EmotionAnalysisKey | null>(key, analyzeHeadlineEmotions);
  return { emotions: data, isLoading };
}
