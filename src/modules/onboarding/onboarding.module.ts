import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClientsModule } from '../clients/index.js';
import { SourcesModule } from '../sources/index.js';
import { OnboardingState } from './onboarding-state.entity.js';
import { OnboardingStateRepository } from './onboarding-state.repository.js';
import { OnboardingController } from './onboarding.controller.js';
import { OnboardingService } from './onboarding.service.js';

/** The dashboard's first-run checklist (issue 26). */
@Module({
  imports: [MikroOrmModule.forFeature([OnboardingState]), SourcesModule, ClientsModule],
  controllers: [OnboardingController],
  providers: [OnboardingService, OnboardingStateRepository],
})
export class OnboardingModule {}
