import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Topic } from '../../contracts/trending.contract.js';
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
  @ApiOkResponse({ description: 'A list of TrendingItem' })
  async listTrending(@Query() query: ListTrendingQuery, @Res() response: Response): Promise<void> {
    const body = await this.trending.listItemsJson({ topicId: query.topicId, source: query.source });
    response.type('application/json').send(body);
  }
}
