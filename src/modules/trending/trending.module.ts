import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ClientsModule } from '../clients/index.js';
import { Topic } from './topic.entity.js';
import { TopicRepository } from './topic.repository.js';
import { TopicsService } from './topics.service.js';
import { SnapshotCleanupService } from './snapshot-cleanup.service.js';
import { StoryTimelinesService } from './story-timelines.service.js';
import { TrendingItemRepository } from './trending-item.repository.js';
import { TrendingItem } from './trending-item.entity.js';
import { TrendingSnapshot } from './trending-snapshot.entity.js';
import { TrendingSnapshotRepository } from './trending-snapshot.repository.js';
import { TrendingController } from './trending.controller.js';
import { TrendingService } from './trending.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([Topic, TrendingItem, TrendingSnapshot]), ClientsModule],
  controllers: [TrendingController],
  providers: [
    TrendingService,
    TopicsService,
    TopicRepository,
    TrendingItemRepository,
    TrendingSnapshotRepository,
    StoryTimelinesService,
    SnapshotCleanupService,
  ],
  exports: [TrendingService],
})
export class TrendingModule {}
