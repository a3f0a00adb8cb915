import { Module } from '@nestjs/common';
import { TopicsService } from './topics.service.js';
import { TrendingItemRepository } from './trending-item.repository.js';
import { TrendingController } from './trending.controller.js';
import { TrendingService } from './trending.service.js';

@Module({
  controllers: [TrendingController],
  providers: [TrendingService, TopicsService, TrendingItemRepository],
  exports: [TrendingService],
})
export class TrendingModule {}
