import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CampaignsController } from './campaigns.controller.js';
import { CampaignIdea } from './campaign-idea.entity.js';
import { CampaignsService } from './campaigns.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([CampaignIdea])],
  controllers: [CampaignsController],
  providers: [CampaignsService],
  exports: [CampaignsService],
})
export class CampaignsModule {}
