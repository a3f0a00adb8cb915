import type { OnboardingView } from '@contracts/onboarding.contract';
import useSWR from 'swr';

export const ONBOARDING_KEY = '/api/onboarding';

/**
 * The first-run checklist, for admins only (a member's key is null: the route answers them 403).
 * Read again on every visit to the dashboard: Settings or a fetch may have done a step since.
 */
export function useOnboarding(isAdmin: boolean) {
  const answer = useSWR<OnboardingView>(isAdmin ? ONBOARDING_KEY : null, { revalidateOnMount: true });
  const { data, mutate } = answer;
  // Loading: asked, no answer yet (a failed read is no checklist, not loading). An answer at hand (the
  // server rendered the page with it) is not loading while SWR asks again, and SWR's isLoading is then
  // not read at all: SWR draws again only for what was read, and the dashboard, which holds this
  // hook, is the whole screen (issue 29).
  return { onboarding: data ?? null, loading: data === undefined && answer.isLoading, reload: mutate };
}
