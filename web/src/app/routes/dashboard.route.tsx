import type { TrendingItem } from '@contracts/trending.contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/page-header';
import { ANGLES_REFRESH_EVENT, isAnglesKey } from '@/features/angles/api/angles-keys';
import { AnglesPanel } from '@/features/angles/components/angles-panel';
import { GenerateAnglesButton } from '@/features/angles/components/generate-angles-button';
import { PitchEmailDialog } from '@/features/angles/components/pitch-email-dialog';
import { usePitchEmail } from '@/features/angles/hooks/use-pitch-email';
import { useIsAdmin } from '@/features/auth/hooks/use-auth';
import { isSessionKey } from '@/features/auth/hooks/use-session';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { CampaignInspiration } from '@/features/campaigns/components/campaign-inspiration';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';
import { FirstRunChecklist } from '@/features/onboarding/components/first-run-checklist';
import { useSettingsStatus } from '@/features/settings/api/get-settings-status';
import { useTopics } from '@/features/trending/api/get-topics';
import { useTrendingItems } from '@/features/trending/api/get-trending';
import { DashboardActions } from '@/features/trending/components/dashboard-actions';
import { DataSourcesCard } from '@/features/trending/components/data-sources-card';
import { LinkedItemCard } from '@/features/trending/components/linked-item-card';
import { RedditCredentialsDialog } from '@/features/trending/components/reddit-credentials-dialog';
import { TrendingList } from '@/features/trending/components/trending-list';
import { useFetchContent } from '@/features/trending/hooks/use-fetch-content';
import { CONTENT_FETCHED_FLAG, useStoredFlag } from '@/features/trending/hooks/use-stored-flag';
import { ITEM_PARAM, parseItemParam } from '@/features/trending/utils/item-param';
import { ScreenSkeleton } from '@/app/layout/screen-frame';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

export function Component() {
  const { mutate } = useSWRConfig();
  const { status } = useSettingsStatus();
  const [contentFetched, setContentFetched] = useStoredFlag(CONTENT_FETCHED_FLAG);
  // Issue 27: with a client chosen, every item carries its fit for them and avoided items come marked.
  const current = useCurrentClient();
  const { items, isLoading } = useTrendingItems(contentFetched, current.clientId, current.ready);
  const { topics } = useTopics();
  // SPEC section 4: a change of items resets the angle caches.
  // Issue 17: a member's fetch never opens the credentials dialog (saving them is an admin's).
  const isAdmin = useIsAdmin();
  // Issue 26: an admin's first steps; members never see them (the route is admin-only).
  const { onboarding, loading: onboardingLoading, reload: reloadOnboarding } = useOnboarding(isAdmin);
  const showChecklist = onboarding !== null && !onboarding.dismissed && onboarding.steps.some((step) => !step.done);
  const fetchFlow = useFetchContent(
    status?.redditCredentialsSaved ?? false,
    // A fetch may tick "Pick your sources", and saving credentials on the way "Add Reddit credentials".
    () => Promise.all([mutate(isAnglesKey, undefined, { revalidate: false }), isAdmin ? reloadOnboarding() : null]),
    isAdmin,
  );
  const pitchFlow = usePitchEmail();
  const [searchParams, setSearchParams] = useSearchParams();
  // An alert's link (`/?item=<id>`) opens its story: marked in the list when the list shows it, else fetched on its own.
  const linkedId = parseItemParam(searchParams.get(ITEM_PARAM));
  const closeLinked = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ITEM_PARAM);
        return next;
      },
      { replace: true },
    );

  // SPEC section 4: an anglesRefresh window event resets the angle caches (a subscription, not a fetch).
  useEffect(() => {
    const handleAnglesRefresh = () => void mutate(isAnglesKey);
    window.addEventListener(ANGLES_REFRESH_EVENT, handleAnglesRefresh);
    return () => window.removeEventListener(ANGLES_REFRESH_EVENT, handleAnglesRefresh);
  }, [mutate]);

  // SPEC section 4: refresh removes the flag, clears all caches and scrolls to the top. Who is signed
  // in is no cache of the list: dropping it would put the whole app back to its loading shell.
  const handleRefresh = () => {
    closeLinked();
    setContentFetched(false);
    void mutate((key) => !isSessionKey(key), undefined, { revalidate: false });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const shownItems = contentFetched ? items : [];
  // The skeleton, never "No trending topics found", while content is on its way: during a fetch
  // with nothing listed yet, and from its success until the list has loaded again.
  const listLoading = shownItems.length === 0 && ((contentFetched && isLoading) || fetchFlow.fetching || fetchFlow.reloading);
  const linkedInList = linkedId !== null && shownItems.some((item) => item.id === linkedId);
  // Decided once the list has loaded, so a story about to be listed is not fetched and shown twice.
  const showLinkedCard = linkedId !== null && !linkedInList && !(contentFetched && isLoading);
  const renderAngles = (item: TrendingItem) => (
    <AnglesPanel
      trendingItemId={item.id}
      story={{ title: item.title, url: item.sourceUrl }}
      pendingPitchAngleId={pitchFlow.pendingAngleId}
      onPitch={pitchFlow.requestPitch}
    />
  );
  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/']} actions={<DashboardActions />} />
      {/* Issue 29: the checklist arriving above the cards would push them down the page, so the cards
          wait for it under a skeleton (a layout shift is what Lighthouse counted against this screen). */}
      {onboardingLoading ? (
        <ScreenSkeleton />
      ) : (
        <>
          {showLinkedCard ? (
            <LinkedItemCard
              key={linkedId}
              itemId={linkedId}
              topics={topics}
              onClose={closeLinked}
              renderAngles={(item) => (
                <>
                  {renderAngles(item)}
                  <GenerateAnglesButton visibleItems={[item]} />
                </>
              )}
            />
          ) : null}
          {showChecklist ? (
            <FirstRunChecklist onboarding={onboarding} onDismissed={(next) => void reloadOnboarding(next, { revalidate: false })} />
          ) : null}
          <DataSourcesCard fetching={fetchFlow.fetching} onFetch={fetchFlow.runFetch} />
          <TrendingList
            items={shownItems}
            topics={topics}
            isLoading={listLoading}
            onRefresh={handleRefresh}
            renderAngles={renderAngles}
            focusItemId={linkedInList ? linkedId : null}
            clientName={current.client?.name ?? null}
            renderFooter={(visibleItems) => <GenerateAnglesButton visibleItems={visibleItems} />}
          />
          <CampaignInspiration stories={shownItems} />
        </>
      )}
      <RedditCredentialsDialog
        open={fetchFlow.credentialsDialogOpen}
        onClose={fetchFlow.closeCredentialsDialog}
        onSaved={fetchFlow.handleCredentialsSaved}
      />
      <PitchEmailDialog pitch={pitchFlow.pitch} onClose={pitchFlow.closePitch} />
    </>
  );
}
