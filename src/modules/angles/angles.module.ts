import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module.js';
import { TrendingModule } from '../trending/trending.module.js';
import { AnglesController } from './angles.controller.js';
import { AnglesService } from './angles.service.js';

@Module({ imports: [TrendingModule, CampaignsModule], controllers: [AnglesController], providers: [AnglesService] })
export class AnglesModule {}
