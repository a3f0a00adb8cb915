import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { OnboardingView } from '../../contracts/onboarding.contract.js';
import { OnboardingService } from './onboarding.service.js';

/** Admin only: every step changes what the whole team's work runs on, and members never see the list. */
@ApiTags('onboarding')
@Access('admin')
@Controller('onboarding')
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Get()
  @ApiOperation({
    summary:
      "The dashboard's first-run checklist: connect a model, add Reddit credentials, pick your sources, create a client; each done or not",
    description:
      'steps: connect-model (the AI provider in force is not the built-in one), reddit-credentials (credentials in force), ' +
      'pick-sources (a person has run a fetch), create-client (the team has at least one client); dismissed: an admin dismissed the list for the whole install.',
  })
  checklist(): Promise<OnboardingView> {
    return this.onboarding.checklist();
  }

  @Post('dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss the first-run checklist for every admin of this install; answers the checklist' })
  dismiss(): Promise<OnboardingView> {
    return this.onboarding.dismiss();
  }
}
