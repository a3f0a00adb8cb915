import type { CampaignIdea } from '@contracts/campaigns.contract';
import type { TrendingItem } from '@contracts/trending.contract';
import { Bookmark, Lightbulb, Plus, Share2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { toast } from '@/lib/toast';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { isCampaignsKey, useCampaigns } from '../api/get-campaigns';
import { generateCampaign } from '../api/generate-campaign';
import {
  CAMPAIGN_PARAM,
  CAMPAIGN_SECTION_ID,
  CAMPAIGN_STORY_PARAM,
  CREATE_CAMPAIGN_BUTTON_ID,
  parseIdParam,
} from '../utils/campaign-links';
import { GeneratedByNote } from '@/components/generated-by-note';

type CampaignInspirationProps = {
  /** The stories on the dashboard, one of which the new campaign idea is built from. */
  stories: TrendingItem[];
};

type CampaignCardProps = { campaign: CampaignIdea; marked: boolean };

function CampaignCard({ campaign, marked }: CampaignCardProps) {
  return (
    <article
      className={`flex flex-col rounded-lg border bg-white p-4 shadow-sm ${marked ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200'}`}
      id={`campaign-${campaign.id}`}
      data-testid="campaign-card"
      aria-current={marked ? 'true' : undefined}
    >
      {marked ? <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-indigo-700">The idea you just created</p> : null}
      <span className="self-start rounded-full bg-purple-100 px-2 py-0.5 text-xs font-medium text-purple-800">{campaign.format}</span>
      <h3 className="mt-2 font-semibold text-slate-900">{campaign.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{campaign.description}</p>
      <h4 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Suggested Headlines</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {campaign.headlines.map((headline) => (
          <li key={headline}>{headline}</li>
        ))}
      </ul>
      <h4 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Target Publications</h4>
      <p className="mt-1 text-sm text-slate-700">{campaign.targetPublications.join(', ')}</p>
      <GeneratedByNote generatedBy={campaign.generatedBy} clientId={campaign.clientId} />
      <div className="mt-4 flex gap-2 pt-2">
        <Button variant="secondary" onClick={() => toast({ title: 'Campaign Saved', description: 'This campaign idea has been saved.' })}>
          <Bookmark aria-hidden="true" className="h-4 w-4" />
          Save
        </Button>
        <Button
          variant="ghost"
          onClick={() => toast({ title: 'Share', description: 'Sharing options for this campaign idea are coming soon.' })}
        >
          <Share2 aria-hidden="true" className="h-4 w-4" />
          Share
        </Button>
      </div>
    </article>
  );
}

/** SPEC dashboard item 5: campaign idea cards and the dashed Generate More Ideas card. */
export function CampaignInspiration({ stories }: CampaignInspirationProps) {
  // Issue 27, decided: like the angles beside it, this section is about the client chosen in the
  // header: it lists the campaigns written for that client, and a new one is written for them. With
  // no client it lists every campaign, each card saying whom it was written for. The Campaign Ideas
  // screen (themes) lists no stored campaigns, so it takes no client.
  const current = useCurrentClient();
  const { campaigns } = useCampaigns(current.clientId, current.ready);
  const { mutate } = useSWRConfig();
  const [generating, setGenerating] = useState(false);
  // Issue 29: the picked story and the marked idea live in the URL, so New Campaign and the calendar's
  // link can set them from elsewhere, and a reload keeps them.
  const [searchParams, setSearchParams] = useSearchParams();
  const pickedId = searchParams.get(CAMPAIGN_STORY_PARAM);
  const markedId = parseIdParam(searchParams.get(CAMPAIGN_PARAM));
  // An idea drafted from a calendar event is for no client; with a client chosen it is shown too, first.
  const markedElsewhere = markedId !== null && !campaigns.some((campaign) => campaign.id === markedId);
  const { campaigns: allCampaigns } = useCampaigns(null, current.ready && markedElsewhere);
  const markedExtra = markedElsewhere ? allCampaigns.find((campaign) => campaign.id === markedId) : undefined;
  const shownCampaigns = markedExtra ? [markedExtra, ...campaigns] : campaigns;
  const markedShown = shownCampaigns.some((campaign) => campaign.id === markedId);
  // The marked idea comes into view once it is listed (the campaigns load after the page opens).
  useEffect(() => {
    if (markedShown) document.getElementById(`campaign-${markedId}`)?.scrollIntoView({ block: 'center' });
  }, [markedId, markedShown]);
  const handlePickStory = (storyId: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set(CAMPAIGN_STORY_PARAM, storyId);
        return next;
      },
      { replace: true },
    );
  // SPEC section 7 takes the first campaign idea's story (or id 1) without a word; the user picks it
  // here instead, the best-scoring story first.
  // A story the client avoids is never pitched for them (the server refuses), so it is not offered.
  const choices = useMemo(() => stories.filter((entry) => !entry.excluded).sort((a, b) => b.prScore - a.prScore), [stories]);
  const story = choices.find((entry) => String(entry.id) === pickedId) ?? choices[0] ?? null;

  const handleCreate = async () => {
    if (!story) {
      return;
    }
    setGenerating(true);
    try {
      await generateCampaign(story.id, current.clientId);
      await mutate(isCampaignsKey);
      toast({ title: 'Campaign Generated', description: 'Successfully generated a new campaign idea.' });
    } catch {
      toast({ title: 'Generation Failed', description: 'Failed to generate campaign idea. Please try again.', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <section id={CAMPAIGN_SECTION_ID} aria-labelledby="campaign-inspiration-title" className="mt-10 scroll-mt-20 md:scroll-mt-6">
      <h2 id="campaign-inspiration-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="h-5 w-5 text-amber-500" />
        Campaign Inspiration
      </h2>
      {/* One column of minmax(0, 1fr) on a phone, not the implicit auto one: an auto column is sized by
          its content, and the story picker's content is every story's title, which the browser then lays
          out in full on each layout of the page (11 ms of the dashboard's first 26 on a fast desktop). */}
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shownCampaigns.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} marked={campaign.id === markedId} />
        ))}
        <div className="flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-slate-300 bg-white p-6 text-center">
          <Plus aria-hidden="true" className="h-8 w-8 text-slate-400" />
          <h3 className="font-semibold text-slate-900">Generate More Ideas</h3>
          <p className="text-sm text-slate-600">Turn a trending story into a complete campaign concept.</p>
          {story ? (
            <SelectField
              id="campaign-story"
              label="Story"
              value={String(story.id)}
              options={choices.map((entry) => ({ value: String(entry.id), label: entry.title }))}
              onChange={handlePickStory}
              fullWidth
            />
          ) : (
            <p className="text-sm text-slate-500">Fetch content first: a campaign idea starts from a trending story.</p>
          )}
          <Button id={CREATE_CAMPAIGN_BUTTON_ID} onClick={() => void handleCreate()} disabled={generating || !story}>
            {generating ? 'Creating...' : 'Create Campaign Ideas'}
          </Button>
        </div>
      </div>
    </section>
  );
}
