import type { Generated } from '@contracts/generation.contract';
import type { WebsiteCampaignIdea } from '@contracts/website.contract';
import { WebsiteIdeaCard } from './website-idea-card';

type WebsiteIdeasListProps = { ideas: Generated<WebsiteCampaignIdea>[] };

/** The campaign ideas generated from the analysis shown above them. */
export function WebsiteIdeasList({ ideas }: WebsiteIdeasListProps) {
  return (
    <section aria-labelledby="website-ideas-title" className="mt-6">
      <h2 id="website-ideas-title" className="text-lg font-semibold text-slate-900">
        Campaign Ideas
      </h2>
      <div className="mt-3 space-y-4">
        {ideas.map((idea, index) => (
          <WebsiteIdeaCard key={`${index}-${idea.title}`} idea={idea} index={index} />
        ))}
      </div>
    </section>
  );
}
