import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHeadlineAnalysis } from '../api/analyze-headline';
import { headlineInputError } from '../utils/headline-input-error';

const HEADLINE_PARAM = 'headline';

/**
 * The analyzer's flow (SPEC Headline Analyzer, sections 4, 5 and 8). The analyzed headline lives in
 * the address (?headline=…): a link with it prefills the input and runs the analysis on load, each
 * new analysis replaces it, and the address shared from the result reproduces the analysis.
 */
export function useHeadlineAnalyzer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(HEADLINE_PARAM)?.trim() || null;
  const [draft, setDraft] = useState(() => searchParams.get(HEADLINE_PARAM) ?? '');
  const { analysis, pending, reanalyze } = useHeadlineAnalysis(requested, handleAnalysisError);

  const analyze = (input: string) => {
    const problem = headlineInputError(input);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const headline = input.trim();
    if (headline === requested) {
      reanalyze();
      return;
    }
    setSearchParams({ [HEADLINE_PARAM]: headline }, { replace: true });
  };

  return {
    draft,
    setDraft,
    analysis,
    pending,
    handleSubmit: () => analyze(draft),
    /** Clicking an alternative (or an example headline) puts it in the input and analyzes it. */
    handleAlternativeSelect: (alternative: string) => {
      setDraft(alternative);
      analyze(alternative);
    },
    /** Generate Alternatives reruns the analysis of the current headline. */
    handleGenerateAlternatives: reanalyze,
  };
}

function handleAnalysisError(error: unknown): void {
  const message = error instanceof ApiError ? error.serverMessage : null;
  toast({ title: 'Analysis failed', description: message ?? 'Failed to analyze headline. Please try again.', variant: 'destructive' });
}
