import { PageHeader } from '@/components/page-header';
import { useSettings } from '@/features/settings/api/get-settings';
import { AiProviderCard } from '@/features/settings/components/ai-provider-card';
import { CalendarCard } from '@/features/settings/components/calendar-card';
import { RedditCard } from '@/features/settings/components/reddit-card';
import { SettingsLoadError } from '@/features/settings/components/settings-load-error';
import { SettingsSkeleton } from '@/features/settings/components/settings-skeleton';
import { SourceHealthCard } from '@/features/settings/components/source-health-card';
import { errorMessage } from '@/features/settings/utils/error-message';

/** Issue 19: the AI provider, Reddit credentials, source health and calendar sync in one place. */
export function Component() {
  const { settings, error, isLoading, reload } = useSettings();
  return (
    <>
      <PageHeader title="Settings" subtitle="Connect an AI provider and Reddit, and see how sources and the calendar are doing." />
      {settings ? (
        <div className="grid gap-6 xl:grid-cols-2">
          {/* Keyed by the saved values: a save or another tab's change starts the form from what is stored. */}
          <AiProviderCard key={JSON.stringify(settings.ai)} ai={settings.ai} />
          <RedditCard reddit={settings.reddit} />
          <SourceHealthCard sources={settings.sources} />
          <CalendarCard calendar={settings.calendar} />
        </div>
      ) : error && !isLoading ? (
        <SettingsLoadError message={errorMessage(error, 'The server did not answer.')} onRetry={reload} />
      ) : (
        <SettingsSkeleton />
      )}
    </>
  );
}
