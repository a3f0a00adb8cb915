import { DEFAULT_FETCH_CONFIGURATION, type FetchConfiguration, type TrendingItem } from '@contracts/trending.contract';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/page-header';
import { ANGLES_REFRESH_EVENT, isAnglesKey } from '@/features/angles/api/angles-keys';
import { AnglesPanel } from '@/features/angles/components/angles-panel';
import { GenerateAnglesButton } from '@/features/angles/components/generate-angles-button';
import { PitchEmailDialog } from '@/features/angles/components/pitch-email-dialog';
import { usePitchEmail } from '@/features/angles/hooks/use-pitch-email';
import { WhoCoversThis } from '@/features/journalists/components/who-covers-this';
import { useIsAdmin } from '@/features/auth/hooks/use-auth';
import { isSessionKey } from '@/features/auth/hooks/use-session';
import { useCurrentClient } from '@/features/clients/hooks/use-current-client';
import { CampaignInspiration } from '@/features/campaigns/components/campaign-inspiration';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';
import { FirstRunChecklist } from '@/features/onboarding/components/first-run-checklist';
import { useSettingsStatus } from '@/features/settings/api/get-settings-status';
import { useTopics } from '@/features/trending/api/get-topics';
import { FETCH_CONFIGURATION_KEY, useSavedFetchConfiguration } from '@/features/trending/api/get-fetch-configuration';
import { useTrendingItems } from '@/features/trending/api/get-trending';
import { saveFetchConfiguration } from '@/features/trending/api/save-fetch-configuration';
import { DashboardActions } from '@/features/trending/components/dashboard-actions';
import { DataSourcesCard } from '@/features/trending/components/data-sources-card';
import { LinkedItemCard } from '@/features/trending/components/linked-item-card';
import { RedditCredentialsDialog } from '@/features/trending/components/reddit-credentials-dialog';
import { TrendingList } from '@/features/trending/components/trending-list';
import { useFetchContent } from '@/features/trending/hooks/use-fetch-content';
import { useListQuery } from '@/features/trending/hooks/use-list-query';
import { createStoriesInView } from '@/features/trending/hooks/use-stories-in-view';
import { filterTrendingItems, hasActiveFilters } from '@/features/trending/utils/list-query';
import { ITEM_PARAM, parseItemParam } from '@/features/trending/utils/item-param';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ScreenSkeleton } from '@/app/layout/screen-frame';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

export function Component() {
  const { mutate } = useSWRConfig();
  const { status } = useSettingsStatus();
  // Issue 27: with a client chosen, every item carries its fit for them and avoided items come marked.
  const current = useCurrentClient();
  // Issue 29: the list is the team's stored stories, on any browser; no flag decides whether it shows.
  const listNow = useTrendingItems(current.clientId, current.ready);
  // Issue 29: a list that has just answered is drawn in the background, a few milliseconds at a time
  // (a deferred value renders as a transition, which React splits and sets aside for a tap), not in the
  // one task that brought it: on a phone the first page of cards was the dashboard's longest task.
  // Until it is drawn the list counts as loading, so the skeleton never gives way to "No trending
  // topics found" in between.
  const items = useDeferredValue(listNow.items);
  const listDrawn = items === listNow.items;
  const loaded = listNow.loaded && listDrawn;
  const isLoading = listNow.isLoading || !listDrawn;
  const listError = listNow.error;
  const listQuery = useListQuery();
  const clientChosen = current.client !== null;
  const filteredItems = useMemo(
    () => filterTrendingItems(items, listQuery.filters, clientChosen),
    [items, listQuery.filters, clientChosen],
  );
  const filtersActive = hasActiveFilters(listQuery.filters, clientChosen);
  const savedConfiguration = useSavedFetchConfiguration();
  /**
   * Whether the Data Sources form shows in full: decided once, when the list first answers (folded when
   * the server already holds stories), then only by the user's Edit. A fetch made in the open form
   * leaves it open: folding it under the pointer would lose the user's place.
   */
  const [sourcesOpen, setSourcesOpen] = useState<boolean | null>(null);
  // A list that failed to load leaves the form open: fetching may be what it needs.
  if (sourcesOpen === null && (loaded || listError !== undefined)) {
    setSourcesOpen(items.length === 0);
  }
  const { topics } = useTopics();
  // SPEC section 4: a change of items resets the angle caches.
  // Issue 17: a member's fetch never opens the credentials dialog (saving them is an admin's).
  const isAdmin = useIsAdmin();
  // Issue 26: an admin's first steps; members never see them (the route is admin-only).
  const { onboarding, loading: onboardingLoading, reload: reloadOnboarding } = useOnboarding(isAdmin);
  // The cards, the sources form and the checklist are made when the checklist's answer arrives. Made in
  // that answer's own render they were one task of 40 ms on a fast desktop (issue 29: SWR's answers
  // render at once, unsliced); deferred, React makes them a few milliseconds at a time.
  const bodyLoading = useDeferredValue(onboardingLoading);
  const showChecklist = onboarding !== null && !onboarding.dismissed && onboarding.steps.some((step) => !step.done);
  // Issue 29: the form a fetch was sent with is remembered for this user on every device. Saving does
  // not hold up the fetch, and a failed save is said, since another device would open the old settings.
  const rememberFetchConfiguration = (configuration: FetchConfiguration) => {
    saveFetchConfiguration(configuration)
      .then((saved) => mutate(FETCH_CONFIGURATION_KEY, saved, { revalidate: false }))
      .catch((error: unknown) =>
        toast({
          title: 'Source settings not saved',
          description: errorMessage(error, 'Your source settings could not be saved for your other devices.'),
          variant: 'destructive',
        }),
      );
  };
  const fetchFlow = useFetchContent(
    status?.redditCredentialsSaved ?? false,
    // A fetch may tick "Pick your sources", and saving credentials on the way "Add Reddit credentials".
    () => Promise.all([mutate(isAnglesKey, undefined, { revalidate: false }), isAdmin ? reloadOnboarding() : null]),
    isAdmin,
    rememberFetchConfiguration,
  );
  const pitchFlow = usePitchEmail();
  const [storiesInView] = useState(createStoriesInView);
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

  // SPEC section 4: refresh clears all caches and scrolls to the top; the list then loads again from the
  // server (issue 29: there is no flag to remove). Who is signed in is no cache of the list: dropping it
  // would put the whole app back to its loading shell. Nor is the saved fetch configuration: dropping
  // it would rebuild the Data Sources form and lose what the user has typed since.
  const handleRefresh = () => {
    closeLinked();
    void mutate((key) => !isSessionKey(key) && key !== FETCH_CONFIGURATION_KEY, undefined);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  // The skeleton, never "No trending topics found", while content is on its way: while the list first
  // loads, during a fetch with nothing listed yet, and from its success until the list has loaded again.
  const listLoading = items.length === 0 && (isLoading || fetchFlow.fetching || fetchFlow.reloading);
  const linkedInList = linkedId !== null && filteredItems.some((item) => item.id === linkedId);
  // Decided once the list has loaded, so a story about to be listed is not fetched and shown twice.
  const showLinkedCard = linkedId !== null && !linkedInList && !isLoading;
  const renderAngles = (item: TrendingItem) => (
    <>
      <WhoCoversThis trendingItemId={item.id} pendingPitch={pitchFlow.pendingAngleId !== null} onPitch={pitchFlow.requestPitchTo} />
      <AnglesPanel
        trendingItemId={item.id}
        story={{ title: item.title, url: item.sourceUrl }}
        pendingPitchAngleId={pitchFlow.pendingAngleId}
        onPitch={pitchFlow.requestPitch}
      />
    </>
  );
  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/']} actions={<DashboardActions storiesInView={storiesInView} />} />
      {/* Issue 29: the checklist arriving above the cards would push them down the page, so the cards
          wait for it under a skeleton (a layout shift is what Lighthouse counted against this screen). */}
      {bodyLoading ? (
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
          {/* Shown once both the saved form and the list have answered: folded or open from its first paint. */}
          {savedConfiguration.ready && sourcesOpen !== null ? (
            <DataSourcesCard
              fetching={fetchFlow.fetching}
              onFetch={fetchFlow.runFetch}
              initialConfiguration={savedConfiguration.configuration ?? DEFAULT_FETCH_CONFIGURATION}
              collapsed={!sourcesOpen}
              onExpand={() => setSourcesOpen(true)}
            />
          ) : (
            <div
              aria-hidden="true"
              className="h-16 animate-pulse rounded-lg border border-slate-200 bg-white"
              data-testid="sources-skeleton"
            />
          )}
          <TrendingList
            items={filteredItems}
            storedCount={items.length}
            topics={topics}
            isLoading={listLoading}
            onRefresh={handleRefresh}
            query={listQuery}
            filtersActive={filtersActive}
            renderAngles={renderAngles}
            focusItemId={linkedInList ? linkedId : null}
            clientName={current.client?.name ?? null}
            renderFooter={(visibleItems) => <GenerateAnglesButton visibleItems={visibleItems} />}
            onVisibleItemsChange={storiesInView.report}
          />
          <CampaignInspiration stories={items} />
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
