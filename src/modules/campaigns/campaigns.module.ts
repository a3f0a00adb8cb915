import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AnglesModule } from '../angles/index.js';
import { ClientsModule } from '../clients/index.js';
import { TrendingModule } from '../trending/index.js';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignIdea } from './campaign-idea.entity.js';
import { CampaignsRepository } from './campaigns.repository.js';
import { CampaignsService } from './campaigns.service.js';

/** Campaign ideas: generated for a trending item (from its newest angle's plan) or drafted from an event (the events module calls create). */
@Module({
  imports: [MikroOrmModule.forFeature([CampaignIdea]), TrendingModule, AnglesModule, ClientsModule],
  controllers: [CampaignsController],
  providers: [CampaignsRepository, CampaignsService],
  exports: [CampaignsService],
})
export class CampaignsModule {}
