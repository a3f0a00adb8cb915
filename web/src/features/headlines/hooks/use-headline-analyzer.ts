import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHeadlineAnalysis } from '../api/analyze-headline';
import { parseItemParam } from '@/features/trending/utils/item-param';
import { HEADLINE_ITEM_PARAM, HEADLINE_PARAM } from '../utils/headline-analyzer-path';
import { headlineInputError } from '../utils/headline-input-error';

/**
 * The analyzer's flow (SPEC Headline Analyzer, sections 4, 5 and 8). The analyzed headline lives in
 * the address (?headline=…): a link with it prefills the input and runs the analysis on load, each
 * new analysis replaces it, and the address shared from the result reproduces the analysis. A
 * headline opened from an angle also carries its trending item (?itemId=…): the alternatives are written
 * for that article, and every analysis on the page keeps it, so a reload keeps the context.
 */
export function useHeadlineAnalyzer() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(HEADLINE_PARAM)?.trim() || null;
  const itemId = parseItemParam(searchParams.get(HEADLINE_ITEM_PARAM));
  const [draft, setDraft] = useState(() => searchParams.get(HEADLINE_PARAM) ?? '');
  const { analysis, pending, reanalyze } = useHeadlineAnalysis(requested, itemId, handleAnalysisError);

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
    setSearchParams(
      itemId === null ? { [HEADLINE_PARAM]: headline } : { [HEADLINE_PARAM]: headline, [HEADLINE_ITEM_PARAM]: String(itemId) },
      {
        replace: true,
      },
    );
  };

  return {
    draft,
    setDraft,
    /** The trending item the alternatives are written for, or null. */
    itemId,
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
