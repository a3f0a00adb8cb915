import { PageHeader } from '@/components/page-header';
import { AlternativesCard } from '@/features/headlines/components/alternatives-card';
import { EmotionHeatmapCard } from '@/features/headlines/components/emotion-heatmap-card';
import { ExampleHeadlines } from '@/features/headlines/components/example-headlines';
import { HeadlineForm } from '@/features/headlines/components/headline-form';
import { MetricsCard } from '@/features/headlines/components/metrics-card';
import { PlatformPredictionCard } from '@/features/headlines/components/platform-prediction-card';
import { ReadabilityCard } from '@/features/headlines/components/readability-card';
import { StoryContextLine } from '@/features/headlines/components/story-context-line';
import { useHeadlineAnalyzer } from '@/features/headlines/hooks/use-headline-analyzer';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

export function Component() {
  const analyzer = useHeadlineAnalyzer();
  const { analysis } = analyzer;
  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/headline-analyzer']} />
      <HeadlineForm value={analyzer.draft} pending={analyzer.pending} onChange={analyzer.setDraft} onSubmit={analyzer.handleSubmit} />
      {analyzer.itemId === null ? null : <StoryContextLine itemId={analyzer.itemId} />}
      {analysis ? (
        <div className="grid gap-6 md:grid-cols-2">
          <MetricsCard metrics={analysis.metrics} />
          <ReadabilityCard analysis={analysis} />
          <AlternativesCard
            alternatives={analysis.alternatives}
            generatedBy={analysis.alternativesBy}
            error={analysis.alternativesError}
            pending={analyzer.pending}
            onGenerate={analyzer.handleGenerateAlternatives}
            onSelect={analyzer.handleAlternativeSelect}
          />
          <PlatformPredictionCard headline={analysis.headline} metrics={analysis.metrics} />
          <EmotionHeatmapCard headline={analysis.headline} />
        </div>
      ) : analyzer.pending ? null : (
        <ExampleHeadlines onPick={analyzer.handleAlternativeSelect} />
      )}
    </>
  );
}
