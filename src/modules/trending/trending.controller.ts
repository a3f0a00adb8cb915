import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Topic, TrendingItem } from '../../contracts/trending.contract.js';
import { ListTrendingQuery } from './dto/list-trending.query.js';
import { TopicsService } from './topics.service.js';
import { TrendingService } from './trending.service.js';

@ApiTags('trending')
@Controller()
export class TrendingController {
  constructor(
    private readonly trending: TrendingService,
    private readonly topics: TopicsService,
  ) {}

  @Get('topics')
  @ApiOperation({ summary: 'All topics with their colours' })
  listTopics(): Promise<Topic[]> {
    return this.topics.listTopics();
  }

  @Get('trending')
  @ApiOperation({ summary: 'Stored trending items, best PR score first (at most 500)' })
  listTrending(@Query() query: ListTrendingQuery): Promise<TrendingItem[]> {
    return this.trending.listItems({ topicId: query.topicId, source: query.source });
  }
}
