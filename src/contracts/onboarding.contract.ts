// The dashboard's first-run checklist (issue 26): GET /api/onboarding, POST /api/onboarding/dismiss.
// Admins only: the steps change what every user's work runs on.

/** The steps, in the order shown. `create-client` is done when the team has at least one client (issue 27). */
export const ONBOARDING_STEPS = ['connect-model', 'reddit-credentials', 'pick-sources', 'create-client'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

export type OnboardingStep = { id: OnboardingStepId; done: boolean };

export type OnboardingView = {
  /** Every step of ONBOARDING_STEPS, in that order. */
  steps: OnboardingStep[];
  /** An admin dismissed the list (for the whole install); the dashboard then never shows it again. */
  dismissed: boolean;
};
