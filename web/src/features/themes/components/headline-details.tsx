import type { Generated } from '@contracts/generation.contract';
import type { CampaignDetails, ThemeHeadline } from '@contracts/ideas.contract';
import { ArrowLeft, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { GeneratedByNote } from '@/components/generated-by-note';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { campaignDetailsText } from '../utils/campaign-details-text';

type HeadlineDetailsProps = {
  headline: ThemeHeadline;
  details: Generated<CampaignDetails> | null;
  loading: boolean;
  onBack: () => void;
};

/** The detail view of one headline: its implementation plan, Back to Headlines and Copy All. */
export function HeadlineDetails({ headline, details, loading, onBack }: HeadlineDetailsProps) {
  const sectionRef = useRef<HTMLElement>(null);
  // The view replaces the list where it was scrolled to; it opens at its top (title, Back), not
  // wherever the clicked headline sat in the list. A DOM effect of opening, not a fetch. The section
  // is at least a screen tall (min-h-screen), so the page can scroll it to the top while the plan
  // is still loading, and the plan then grows below what the user is reading.
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [headline.id]);

  const handleCopy = async () => {
    if (!details) {
      return;
    }
    try {
      await navigator.clipboard.writeText(campaignDetailsText(headline, details));
      toast({ title: 'Copied to Clipboard', description: 'The campaign plan is ready to paste.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Your browser did not allow copying. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby="headline-details-title"
      className="mt-6 min-h-screen scroll-mt-20 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:scroll-mt-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Headlines
        </Button>
        <Button variant="secondary" onClick={() => void handleCopy()} disabled={!details}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy All
        </Button>
      </div>
      <span
        className="mt-4 inline-flex rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
        data-testid="headline-category"
      >
        <span className="sr-only">Category: </span>
        {headline.category}
      </span>
      <h2 id="headline-details-title" className="mt-2 text-xl font-semibold text-slate-900">
        {headline.headline}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{headline.hook}</p>

      {loading ? <Spinner label="Generating detailed implementation plan..." /> : null}
      {details ? (
        <div className="mt-5 space-y-5 text-sm">
          <DetailSection title="Why It Earns Coverage">
            <p>{details.coverageHook}</p>
          </DetailSection>
          <DetailSection title="Data Plan">
            <ol className="list-decimal space-y-1 pl-5">
              {details.dataPlan.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </DetailSection>
          <DetailSection title="Main Data Sources">
            <ul className="space-y-2">
              {details.dataSources.map((source) => (
                <li key={source.name}>
                  <span className="font-medium text-slate-900">{source.name}</span>
                  <span className="block text-slate-600">{source.description}</span>
                </li>
              ))}
            </ul>
          </DetailSection>
          <div className="grid gap-5 sm:grid-cols-2">
            <DetailSection title="Timeline">
              <p>{details.timeline}</p>
            </DetailSection>
            <DetailSection title="Resources">
              <p>{details.resources}</p>
            </DetailSection>
          </div>
          <DetailSection title="Target Publications">
            <ul className="flex flex-wrap gap-2">
              {details.targetPublications.map((publication) => (
                <li key={publication} className="rounded-md border border-slate-200 px-2 py-0.5 text-xs">
                  {publication}
                </li>
              ))}
            </ul>
          </DetailSection>
          <GeneratedByNote generatedBy={details.generatedBy} />
        </div>
      ) : null}
    </section>
  );
}

type DetailSectionProps = { title: string; children: ReactNode };

function DetailSection({ title, children }: DetailSectionProps) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 text-slate-700">{children}</div>
    </div>
  );
}
