import type { Generated } from '@contracts/generation.contract';
import type { WebsiteCampaignIdea } from '@contracts/website.contract';
import { GeneratedByNote } from '@/components/generated-by-note';
import { IdeaField } from '@/components/idea-field';

type WebsiteIdeaCardProps = { idea: Generated<WebsiteCampaignIdea>; index: number };

/** One generated idea with every field of SPEC section 3 "Website campaign idea". */
export function WebsiteIdeaCard({ idea, index }: WebsiteIdeaCardProps) {
  const headingId = `website-idea-${index}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" data-testid="website-idea">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800">
          <span className="sr-only">PR Category: </span>
          {idea.prCategory}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">Difficulty: {idea.difficulty}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">Timeline: {idea.timeline}</span>
      </div>
      <h3 id={headingId} className="mt-2 text-base font-semibold text-slate-900">
        {idea.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{idea.description}</p>

      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <IdeaField label="Story Delivery">{idea.storyDelivery}</IdeaField>
        <IdeaField label="News Hook">{idea.newsHook}</IdeaField>
        <IdeaField label="Data Sources">{idea.dataSources}</IdeaField>
        <IdeaField label="Implementation Steps">
          <ol className="list-decimal space-y-1 pl-5">
            {idea.implementationSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </IdeaField>
        <IdeaField label="Target Publications">
          <ul className="flex flex-wrap gap-2">
            {idea.targetPublications.map((publication) => (
              <li key={publication} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs">
                {publication}
              </li>
            ))}
          </ul>
        </IdeaField>
        <IdeaField label="Required Assets" wide>
          {idea.requiredAssets}
        </IdeaField>
      </dl>
      <GeneratedByNote generatedBy={idea.generatedBy} />
    </article>
  );
}
