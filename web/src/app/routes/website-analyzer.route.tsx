import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useClientFromAnalysis } from '@/features/clients/hooks/use-client-from-analysis';
import { useWebsiteAnalyses } from '@/features/website/api/get-website-analyses';
import { PreviousAnalyses } from '@/features/website/components/previous-analyses';
import { WebsiteAnalysisCard } from '@/features/website/components/website-analysis-card';
import { WebsiteIdeasList } from '@/features/website/components/website-ideas-list';
import { WebsiteUrlForm } from '@/features/website/components/website-url-form';
import { useWebsiteAnalyzer } from '@/features/website/hooks/use-website-analyzer';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

export function Component() {
  const { analyses, error, isLoading } = useWebsiteAnalyses();
  const analyzer = useWebsiteAnalyzer();
  const clientDraft = useClientFromAnalysis();
  const header = <PageHeader {...SCREEN_HEADINGS['/website-analyzer']} />;

  // SPEC: while the previous-analyses list loads, a spinner fills the screen.
  if (isLoading) {
    return (
      <>
        {header}
        <Spinner label="Loading previous analyses..." fullScreen />
      </>
    );
  }

  const { analysis, ideas, generatingFor } = analyzer;
  return (
    <>
      {header}
      <WebsiteUrlForm analyzing={analyzer.analyzing} onAnalyze={analyzer.analyze} />
      {analysis ? (
        <WebsiteAnalysisCard
          analysis={analysis}
          generating={generatingFor === analysis.id}
          generateDisabled={generatingFor !== null}
          onGenerateIdeas={analyzer.generateIdeas}
          onCreateClient={(target) => clientDraft.create(target.id)}
          creatingClient={clientDraft.pendingId === analysis.id}
        />
      ) : null}
      {ideas.length > 0 ? <WebsiteIdeasList ideas={ideas} /> : null}
      <PreviousAnalyses
        analyses={analyses}
        failed={error !== undefined}
        selectedId={analysis?.id ?? null}
        generatingFor={generatingFor}
        onSelect={analyzer.load}
        onGenerateIdeas={analyzer.generateIdeas}
      />
    </>
  );
}
