import type { Generated } from '@contracts/generation.contract';
import {
  type CampaignDetails,
  DEFAULT_THEME,
  type ThemeHeadline,
  type ThemeHeadlines,
  type ThemeKey,
  THEMES,
} from '@contracts/ideas.contract';
import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { generateCampaignDetails } from '../api/generate-campaign-details';
import { generateThemeHeadlines } from '../api/generate-theme-headlines';

type GeneratedHeadlines = ThemeHeadlines & { theme: ThemeKey };

/**
 * The headline generator's states (SPEC section 4): generating clears earlier headlines, the selected
 * headline and its details; picking a headline loads its details; Back clears selection and details.
 * A details answer that arrives after Back or a new generation is dropped.
 */
export function useThemeHeadlines() {
  const [theme, setTheme] = useState<ThemeKey>(DEFAULT_THEME);
  const [generated, setGenerated] = useState<GeneratedHeadlines | null>(null);
  const [generating, setGenerating] = useState(false);
  const [selected, setSelected] = useState<ThemeHeadline | null>(null);
  const [details, setDetails] = useState<Generated<CampaignDetails> | null>(null);
  const [detailsLoading, setDetailsLoading] = useState(false);
  const detailsRequest = useRef(0);

  const clearSelection = () => {
    detailsRequest.current += 1;
    setSelected(null);
    setDetails(null);
    setDetailsLoading(false);
  };

  const generate = async () => {
    clearSelection();
    setGenerated(null);
    setGenerating(true);
    try {
      const { headlines, generatedBy } = await generateThemeHeadlines(theme);
      setGenerated({ theme, headlines, generatedBy });
      const label = THEMES.find((entry) => entry.key === theme)?.label ?? theme;
      toast({ title: 'Headlines Generated', description: `Generated ${headlines.length} headlines for ${label}.` });
    } catch (error) {
      toast({
        title: 'Generation Failed',
        description: errorMessage(error, 'Failed to generate headlines. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setGenerating(false);
    }
  };

  const select = async (headline: ThemeHeadline) => {
    if (!generated) {
      return;
    }
    const request = ++detailsRequest.current;
    setSelected(headline);
    setDetails(null);
    setDetailsLoading(true);
    try {
      const result = await generateCampaignDetails({ headline: headline.headline, theme: generated.theme, category: headline.category });
      if (request !== detailsRequest.current) {
        return;
      }
      setDetails(result);
      toast({ title: 'Details Generated', description: 'Campaign implementation plan created!' });
    } catch (error) {
      if (request === detailsRequest.current) {
        toast({
          title: 'Details Failed',
          description: errorMessage(error, 'Failed to generate details. Please try again.'),
          variant: 'destructive',
        });
      }
    } finally {
      if (request === detailsRequest.current) {
        setDetailsLoading(false);
      }
    }
  };

  return {
    theme,
    setTheme,
    headlines: generated?.headlines ?? [],
    headlinesBy: generated?.generatedBy ?? null,
    generating,
    selected,
    details,
    detailsLoading,
    generate: () => void generate(),
    select: (headline: ThemeHeadline) => void select(headline),
    back: clearSelection,
  };
}
