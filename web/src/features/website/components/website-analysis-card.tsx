import type { WebsiteAnalysis } from '@contracts/website.contract';
import { Briefcase, ExternalLink, Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';

type WebsiteAnalysisCardProps = {
  analysis: WebsiteAnalysis;
  generating: boolean;
  generateDisabled: boolean;
  onGenerateIdeas: (analysis: WebsiteAnalysis) => void;
  /** Issue 27: drafts a client from the analysis and opens it in the Clients screen. */
  onCreateClient: (analysis: WebsiteAnalysis) => void;
  creatingClient: boolean;
};

/** The analysis results: title (or No title found), url, description, business type, audience, key messages. */
export function WebsiteAnalysisCard({
  analysis,
  generating,
  generateDisabled,
  onGenerateIdeas,
  onCreateClient,
  creatingClient,
}: WebsiteAnalysisCardProps) {
  return (
    <section
      aria-labelledby="analysis-results-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="analysis-results"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Analysis Results</p>
          <h2
            id="analysis-results-title"
            className={`mt-1 text-lg font-semibold ${analysis.title ? 'text-slate-900' : 'italic text-slate-500'}`}
          >
            {analysis.title ?? 'No title found'}
          </h2>
          <a
            href={analysis.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex max-w-full items-center gap-1 break-all text-sm text-indigo-700 hover:underline"
          >
            {analysis.url}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          </a>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => onCreateClient(analysis)} disabled={creatingClient}>
            <Briefcase aria-hidden="true" className="h-4 w-4" />
            {creatingClient ? 'Drafting client...' : 'Create client'}
          </Button>
          <Button onClick={() => onGenerateIdeas(analysis)} disabled={generateDisabled}>
            <Lightbulb aria-hidden="true" className="h-4 w-4" />
            {generating ? 'Generating Ideas...' : 'Generate Campaign Ideas'}
          </Button>
        </div>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-slate-700">Description</dt>
          <dd className="mt-1 text-sm text-slate-600">{analysis.description ?? 'No description found'}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Brand</dt>
          <dd className="mt-1 text-sm text-slate-600">{analysis.brand}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Business Type</dt>
          <dd className="mt-1">
            <span className="inline-block rounded-full bg-indigo-50 px-2.5 py-0.5 text-sm font-medium text-indigo-800">
              {analysis.businessType}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Target Audience</dt>
          <dd className="mt-1 text-sm text-slate-600">{analysis.targetAudience}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-slate-700">Key Messages</dt>
          <dd className="mt-1">
            {analysis.keyMessages.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
                {analysis.keyMessages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">No key messages found</p>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
