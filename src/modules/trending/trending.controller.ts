import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendSerializedAnswer } from '../../common/http/send-serialized-answer.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { Topic } from '../../contracts/trending.contract.js';
import { ListTrendingQuery } from './dto/list-trending.query.js';
import { TopicsService } from './topics.service.js';
import { TrendingService } from './trending.service.js';

@ApiTags('trending')
@Access('member')
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
  @ApiOperation({
    summary: 'Stored trending items, one row per story, best PR score first (at most 500)',
    description:
      'Items about the same story on several sources are one row: the best-scoring item, with the others in alsoTrendingOn and ' +
      'the points their sources add in groupScoreBoost (README, "One story, several sources"). With source or topicId, the ' +
      'stories with a matching item are listed, each led by its best matching item.',
  })
  @ApiOkResponse({ description: 'A list of TrendingItem' })
  async listTrending(@Query() query: ListTrendingQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendSerializedAnswer(request, response, await this.trending.listItemsJson({ topicId: query.topicId, source: query.source }));
  }
}
