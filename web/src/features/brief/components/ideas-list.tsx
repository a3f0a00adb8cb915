import type { Generated } from '@contracts/generation.contract';
import type { BriefCampaignIdea } from '@contracts/ideas.contract';
import { ExportIdeasMenu } from './export-ideas-menu';
import { IdeaCard } from './idea-card';

type IdeasListProps = { ideas: Generated<BriefCampaignIdea>[]; brandName: string };

/** The generated idea cards under an Export All button. */
export function IdeasList({ ideas, brandName }: IdeasListProps) {
  return (
    <section aria-labelledby="brief-ideas-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="brief-ideas-title" className="text-lg font-semibold text-slate-900">
          Campaign Ideas for {brandName} ({ideas.length})
        </h2>
        <ExportIdeasMenu ideas={ideas} brandName={brandName} />
      </div>
      <div className="mt-3 space-y-4">
        {ideas.map((idea, index) => (
          <IdeaCard key={`${index}-${idea.title}`} idea={idea} index={index} />
        ))}
      </div>
    </section>
  );
}
