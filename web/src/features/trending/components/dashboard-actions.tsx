import type { TrendingItem } from '@contracts/trending.contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DownloadMenu } from '@/components/download-menu';
import { CAMPAIGN_SECTION_ID, CAMPAIGN_STORY_PARAM, CREATE_CAMPAIGN_BUTTON_ID } from '@/features/campaigns/utils/campaign-links';
import { toast } from '@/lib/toast';
import { useExportAngles } from '../hooks/use-export-angles';
import { type StoriesInView, useStoriesInView } from '../hooks/use-stories-in-view';
import { NewCampaignDialog } from './new-campaign-dialog';

type DashboardActionsProps = {
  /** The stories the trending list's current page shows, as the list reports them. */
  storiesInView: StoriesInView;
};

/**
 * SPEC dashboard item 1, made real by issue 29: Export Ideas downloads the angles of the stories in
 * view (CSV or Markdown) between the spec's toasts; New Campaign picks a story in view and opens the
 * campaign form (Campaign Inspiration) for it.
 */
export function DashboardActions({ storiesInView: storiesInViewStore }: DashboardActionsProps) {
  const storiesInView = useStoriesInView(storiesInViewStore);
  const exportAngles = useExportAngles(storiesInView);
  const [pickingStory, setPickingStory] = useState(false);
  const [, setSearchParams] = useSearchParams();

  const handlePick = (story: TrendingItem) => {
    setPickingStory(false);
    toast({ title: 'New Campaign', description: 'Creating a new campaign...' });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CAMPAIGN_STORY_PARAM, String(story.id));
        return next;
      },
      { replace: true },
    );
    // After the dialog has handed focus back to its trigger: the form takes it and comes into view.
    window.setTimeout(() => {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document.getElementById(CAMPAIGN_SECTION_ID)?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
      document.getElementById(CREATE_CAMPAIGN_BUTTON_ID)?.focus({ preventScroll: true });
    }, 0);
  };

  return (
    <>
      <DownloadMenu label="Export Ideas" onCsv={() => void exportAngles('csv')} onMarkdown={() => void exportAngles('markdown')} />
      <Button onClick={() => setPickingStory(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New Campaign
      </Button>
      {pickingStory ? <NewCampaignDialog stories={storiesInView} onClose={() => setPickingStory(false)} onPick={handlePick} /> : null}
    </>
  );
}
