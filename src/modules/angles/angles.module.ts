import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CampaignsModule } from '../campaigns/index.js';
import { TrendingModule } from '../trending/index.js';
import { AnglesController } from './angles.controller.js';
import { AnglesService } from './angles.service.js';
import { PrAngle } from './pr-angle.entity.js';

@Module({
  imports: [MikroOrmModule.forFeature([PrAngle]), TrendingModule, CampaignsModule],
  controllers: [AnglesController],
  providers: [AnglesService],
})
export class AnglesModule {}
