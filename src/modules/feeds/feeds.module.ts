import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CustomFeed } from './custom-feed.entity.js';
import { CustomFeedRepository } from './custom-feed.repository.js';
import { FeedsController } from './feeds.controller.js';
import { FeedsService } from './feeds.service.js';

@Module({
  imports: [MikroOrmModule.forFeature([CustomFeed])],
  controllers: [FeedsController],
  providers: [FeedsService, CustomFeedRepository],
  exports: [FeedsService],
})
export class FeedsModule {}
