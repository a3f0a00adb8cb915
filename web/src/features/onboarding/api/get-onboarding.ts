import type { OnboardingView } from '@contracts/onboarding.contract';
import useSWR from 'swr';

export const ONBOARDING_KEY = '/api/onboarding';

/**
 * The first-run checklist, for admins only (a member's key is null: the route answers them 403).
 * Read again on every visit to the dashboard: Settings or a fetch may have done a step since.
 */
export function useOnboarding(isAdmin: boolean) {
  const { data, mutate, isLoading } = useSWR<OnboardingView>(isAdmin ? ONBOARDING_KEY : null, { revalidateOnMount: true });
  // Loading: asked, no answer yet (a failed read is no checklist, not loading). An answer at hand (the
  // server rendered the page with it) is not loading while SWR asks again.
  return { onboarding: data ?? null, loading: isLoading && data === undefined, reload: mutate };
}
