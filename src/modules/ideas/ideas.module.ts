import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/index.js';
import { TrendingModule } from '../trending/index.js';
import { BriefIdeasService } from './brief-ideas.service.js';
import { CampaignDetailsService } from './campaign-details.service.js';
import { IdeasController } from './ideas.controller.js';
import { ThemeHeadlinesService } from './theme-headlines.service.js';

/** The generator screens: brand-brief ideas, theme headlines and campaign details. */
@Module({
  imports: [TrendingModule, ClientsModule],
  controllers: [IdeasController],
  providers: [BriefIdeasService, ThemeHeadlinesService, CampaignDetailsService],
})
export class IdeasModule {}
