import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/page-header';
import { useSettingsStatus } from '@/features/settings/api/get-settings-status';
import { useTopics } from '@/features/trending/api/get-topics';
import { useTrendingItems } from '@/features/trending/api/get-trending';
import { DashboardActions } from '@/features/trending/components/dashboard-actions';
import { DataSourcesCard } from '@/features/trending/components/data-sources-card';
import { RedditCredentialsDialog } from '@/features/trending/components/reddit-credentials-dialog';
import { TrendingList } from '@/features/trending/components/trending-list';
import { useFetchContent } from '@/features/trending/hooks/use-fetch-content';
import { CONTENT_FETCHED_FLAG, useStoredFlag } from '@/features/trending/hooks/use-stored-flag';

export function Component() {
  const { cache } = useSWRConfig();
  const { status } = useSettingsStatus();
  const [contentFetched, setContentFetched] = useStoredFlag(CONTENT_FETCHED_FLAG);
  const { items, isLoading } = useTrendingItems(contentFetched);
  const { topics } = useTopics();
  const fetchFlow = useFetchContent(status?.redditCredentialsSaved ?? false);

  // SPEC section 4: refresh removes the flag, clears all caches and scrolls to the top.
  const handleRefresh = () => {
    setContentFetched(false);
    for (const key of [...cache.keys()]) {
      cache.delete(key);
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader
        title="Trending Topics"
        subtitle="Find trending topics and generate PR campaign ideas based on social media and news."
        actions={<DashboardActions />}
      />
      <DataSourcesCard fetching={fetchFlow.fetching} onFetch={fetchFlow.runFetch} />
      <TrendingList items={contentFetched ? items : []} topics={topics} isLoading={contentFetched && isLoading} onRefresh={handleRefresh} />
      <RedditCredentialsDialog open={fetchFlow.credentialsDialogOpen} onClose={fetchFlow.closeCredentialsDialog} onSaved={fetchFlow.handleCredentialsSaved} />
    </>
  );
}
