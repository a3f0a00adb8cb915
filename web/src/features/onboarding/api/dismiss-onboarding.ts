import type { OnboardingView } from '@contracts/onboarding.contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/onboarding/dismiss: hides the checklist for every admin of this install. */
export function dismissOnboarding(): Promise<OnboardingView> {
  return apiRequest<OnboardingView>('/api/onboarding/dismiss', { method: 'POST' });
}
