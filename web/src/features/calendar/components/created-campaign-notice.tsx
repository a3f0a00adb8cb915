import type { CampaignIdea } from '@contracts/campaigns.contract';
import { CheckCircle2, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { campaignIdeaHref } from '@/features/campaigns/utils/campaign-links';

type CreatedCampaignNoticeProps = { campaign: CampaignIdea; onDismiss: () => void };

/**
 * Issue 29: after Create Campaign, the idea that was stored (its title and first headline) and a link
 * to where it is kept: Campaign Inspiration on the Trending Topics dashboard, scrolled to and marked.
 */
export function CreatedCampaignNotice({ campaign, onDismiss }: CreatedCampaignNoticeProps) {
  return (
    <section
      role="status"
      aria-labelledby="created-campaign-title"
      className="mb-6 flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4"
      data-testid="created-campaign"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
      <div className="min-w-0 flex-1 text-sm text-slate-700">
        <h2 id="created-campaign-title" className="font-semibold text-green-900">
          Campaign idea created: {campaign.title}
        </h2>
        {campaign.headlines[0] ? <p className="mt-1">Headline: {campaign.headlines[0]}</p> : null}
        <p className="mt-1">
          It is kept under Campaign Inspiration on the Trending Topics dashboard.{' '}
          <Link to={campaignIdeaHref(campaign.id)} className="font-medium text-indigo-700 underline hover:text-indigo-900">
            View campaign idea
          </Link>
        </p>
      </div>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="rounded p-1 text-slate-500 hover:bg-green-100">
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </section>
  );
}
