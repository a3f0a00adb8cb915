import type { Generated } from '@contracts/generation.contract';
import type { WebsiteAnalysis, WebsiteCampaignIdea } from '@contracts/website.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { analyzeWebsite } from '../api/analyze-website';
import { generateWebsiteIdeas } from '../api/generate-website-ideas';
import { WEBSITE_ANALYSES_KEY } from '../api/get-website-analyses';
import { websiteUrlProblem } from '../utils/website-url';

type GeneratedIdeas = { analysisId: number; ideas: Generated<WebsiteCampaignIdea>[] };

/**
 * The analyzer's flow (SPEC sections 4, 5 and 8): validate, analyze, show the result and refresh the
 * previous-analyses list; generating ideas is a separate pending state. Ideas belong to the analysis
 * they were generated from, so loading another analysis hides them.
 */
export function useWebsiteAnalyzer() {
  const { mutate } = useSWRConfig();
  // Issue 27: ideas are written for the client chosen in the header, if any.
  const { clientId } = useCurrentClient();
  const [analysis, setAnalysis] = useState<WebsiteAnalysis | null>(null);
  const [generated, setGenerated] = useState<GeneratedIdeas | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [generatingFor, setGeneratingFor] = useState<number | null>(null);

  const analyze = async (url: string) => {
    const problem = websiteUrlProblem(url);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setAnalyzing(true);
    try {
      const result = await analyzeWebsite(url.trim());
      setAnalysis(result);
      setGenerated(null);
      toast({ title: 'Analysis Complete', description: 'Website analysis completed successfully!' });
      void mutate(WEBSITE_ANALYSES_KEY);
    } catch (error) {
      toast({ title: 'Analysis Failed', description: errorMessage(error, 'Failed to analyze website.'), variant: 'destructive' });
    } finally {
      setAnalyzing(false);
    }
  };

  const generateIdeas = async (target: WebsiteAnalysis) => {
    setAnalysis(target);
    setGeneratingFor(target.id);
    try {
      const ideas = await generateWebsiteIdeas(target.id, clientId);
      setGenerated({ analysisId: target.id, ideas });
      toast({ title: 'Campaign Ideas Generated', description: `Successfully generated ${ideas.length} campaign ideas.` });
    } catch (error) {
      toast({
        title: 'Generation Failed',
        description: errorMessage(error, 'Failed to generate campaign ideas'),
        variant: 'destructive',
      });
    } finally {
      setGeneratingFor(null);
    }
  };

  const load = (target: WebsiteAnalysis) => {
    setAnalysis(target);
  };

  return {
    analysis,
    ideas: analysis && generated?.analysisId === analysis.id ? generated.ideas : [],
    analyzing,
    generatingFor,
    analyze: (url: string) => void analyze(url),
    generateIdeas: (target: WebsiteAnalysis) => void generateIdeas(target),
    load,
  };
}
