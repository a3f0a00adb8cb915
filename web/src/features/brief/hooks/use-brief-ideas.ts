import type { Generated } from '@contracts/generation.contract';
import type { BrandBrief, BriefCampaignIdea } from '@contracts/ideas.contract';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { generateBriefIdeas } from '../api/generate-brief-ideas';

/**
 * The brief generator's states (SPEC section 4): idle, generating (the form's submit is disabled),
 * then the ideas list on success or the failure toast.
 */
export function useBriefIdeas() {
  const [ideas, setIdeas] = useState<Generated<BriefCampaignIdea>[]>([]);
  const [brandName, setBrandName] = useState('');
  const [generating, setGenerating] = useState(false);

  const generate = async (brief: BrandBrief, clientId: number | null) => {
    setGenerating(true);
    try {
      const result = await generateBriefIdeas(brief, clientId);
      setIdeas(result);
      setBrandName(brief.brand_name);
      toast({ title: 'Ideas Generated!', description: `Successfully generated ${result.length} campaign ideas for ${brief.brand_name}.` });
    } catch (error) {
      toast({
        title: 'Generation Failed',
        description: (error instanceof ApiError ? error.serverMessage : null) ?? 'Failed to generate campaign ideas. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  return { ideas, brandName, generating, generate: (brief: BrandBrief, clientId: number | null) => void generate(brief, clientId) };
}
