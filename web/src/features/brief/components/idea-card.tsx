import type { Generated } from '@contracts/generation.contract';
import { prCategoryName, type BriefCampaignIdea } from '@contracts/ideas.contract';
import { ExternalLink, TrendingUp } from 'lucide-react';
import { DifficultyBadge, EffortBadge, SpeedBadge } from './idea-badges';
import { GeneratedByNote } from '@/components/generated-by-note';
import { IdeaField } from '@/components/idea-field';

type IdeaCardProps = { idea: Generated<BriefCampaignIdea>; index: number };

/** One brief campaign idea with every field of SPEC section 3, and its trend info when it rides one. */
export function IdeaCard({ idea, index }: IdeaCardProps) {
  const headingId = `brief-idea-${index}`;
  const categoryName = prCategoryName(idea.category);
  const hasTrend = idea.source_platform !== undefined || idea.trend_link !== undefined || idea.time_to_live_days !== undefined;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="idea-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            {idea.title}
          </h3>
          <p className="mt-0.5 text-sm text-indigo-700">{categoryName}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <EffortBadge level={idea.effort_level} />
          {idea.speed_required ? <SpeedBadge speed={idea.speed_required} /> : null}
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700">{idea.one_sentence_pitch}</p>

      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <IdeaField label="PR Category">
          {idea.category}. {categoryName}
        </IdeaField>
        <IdeaField label="Newsworthy Hook">{idea.hook}</IdeaField>
        <IdeaField label="Required Assets">{idea.required_assets}</IdeaField>
        {idea.target_publications?.length ? (
          <IdeaField label="Target Publications">
            <ul className="flex flex-wrap gap-2">
              {idea.target_publications.map((publication) => (
                <li key={publication} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs">
                  {publication}
                </li>
              ))}
            </ul>
          </IdeaField>
        ) : null}
        <IdeaField label="Timeline">{idea.timeline}</IdeaField>
        <IdeaField label="Difficulty">
          <DifficultyBadge difficulty={idea.difficulty} />
        </IdeaField>
        {idea.implementation_steps?.length ? (
          <IdeaField label="Implementation Steps" wide>
            <ol className="list-decimal space-y-1 pl-5">
              {idea.implementation_steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </IdeaField>
        ) : null}
        {idea.risk_notes ? (
          <IdeaField label="Risk Notes" wide>
            {idea.risk_notes}
          </IdeaField>
        ) : null}
      </dl>

      {hasTrend ? (
        <div
          className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
          data-testid="trend-info"
        >
          <span className="flex items-center gap-1 font-medium">
            <TrendingUp aria-hidden="true" className="h-4 w-4 text-indigo-600" />
            Trend Info
          </span>
          {idea.source_platform ? <span>Source: {idea.source_platform}</span> : null}
          {idea.trend_link ? (
            <a
              href={idea.trend_link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
            >
              View Trend
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          {idea.time_to_live_days !== undefined ? (
            <span>
              Shelf-life: {idea.time_to_live_days} {idea.time_to_live_days === 1 ? 'day' : 'days'}
            </span>
          ) : null}
        </div>
      ) : null}
      <GeneratedByNote generatedBy={idea.generatedBy} />
    </article>
  );
}
