import { Injectable } from '@nestjs/common';
import type { OnboardingStepId, OnboardingView } from '../../contracts/onboarding.contract.js';
import { ONBOARDING_STEPS } from '../../contracts/onboarding.contract.js';
import { ClientsService } from '../clients/index.js';
import { GenerationService } from '../generation/index.js';
import { RedditCredentialsService, SourceHealthService } from '../sources/index.js';
import { OnboardingStateRepository } from './onboarding-state.repository.js';

/**
 * The dashboard's first-run checklist (issue 26). A step is done when what it asks for is in force,
 * read fresh on every call, so a step undone later (the model switched back to built-in) shows again:
 * - connect-model: the AI provider in force is not the built-in generator (from Settings or the environment);
 * - reddit-credentials: Reddit credentials are in force (the environment's pair or a saved one);
 * - pick-sources: a person has run a fetch. The app keeps no source selection apart from the fetch
 *   log: the configuration of the last fetch a person started is the team's selection, the one
 *   REFRESH_CRON runs again, so the first such fetch is the moment the team picked its sources;
 * - create-client: the team has at least one client (every idea can then be written for someone).
 */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly generation: GenerationService,
    private readonly redditCredentials: RedditCredentialsService,
    private readonly sourceHealth: SourceHealthService,
    private readonly clients: ClientsService,
    private readonly state: OnboardingStateRepository,
  ) {}

  /** The steps, each done or not, and whether an admin dismissed the list. */
  async checklist(): Promise<OnboardingView> {
    // One after the other: they share the request's EntityManager.
    const done: Record<OnboardingStepId, boolean> = {
      'connect-model': this.generation.generator.provider !== 'builtin',
      'reddit-credentials': await this.redditCredentials.isConfigured(),
      'pick-sources': await this.sourceHealth.hasFetchByPerson(),
      'create-client': (await this.clients.count()) > 0,
    };
    const dismissed = await this.state.isDismissed();
    return { steps: ONBOARDING_STEPS.map((id) => ({ id, done: done[id] })), dismissed };
  }

  /** Hides the list for everyone on this install, for good. */
  async dismiss(): Promise<OnboardingView> {
    await this.state.dismiss();
    return this.checklist();
  }
}
