import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendSerializedAnswer } from '../../common/http/send-serialized-answer.js';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import type { StorySnapshot } from '../../contracts/timeline.contract.js';
import type { Topic, TrendingItem } from '../../contracts/trending.contract.js';
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
      'stories with a matching item are listed, each led by its best matching item. With clientId, every row carries fit ' +
      '({score: 0-100, reasons: string[]}, best reason first; README, "Fit"), worked out from the item and the client profile ' +
      'without a model: the same item and client always give the same fit. Rows matching a topic the client avoids have fit 0 ' +
      'and are left out, or listed with excluded: true when includeExcluded=true. sortBy orders the list (fit needs clientId). ' +
      'The same list for every signed-in user: an empty answer is what the dashboard reads as "nothing fetched yet" (issue 29); ' +
      'its search and filters (title and text, source, topic, sensitivity, PR score, fit) run in the browser over this answer.',
  })
  @ApiOkResponse({ description: 'A list of TrendingItem' })
  @ApiBadRequestResponse({ description: 'A bad topicId, source, clientId, sortBy or includeExcluded, or sortBy=fit without clientId' })
  @ApiNotFoundResponse({ description: 'clientId names no client' })
  async listTrending(@Query() query: ListTrendingQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    const answer = await this.trending.listItemsJson(
      { topicId: query.topicId, source: query.source },
      { sortBy: query.sortBy, clientId: query.clientId, includeExcluded: query.includeExcluded === 'true' },
    );
    sendSerializedAnswer(request, response, answer);
  }

  @Get('trending/:id/history')
  @ApiOperation({
    summary: "A story's snapshots, oldest first: [{ at, rank, upvotes, comments, shares, prScore }]",
    description:
      'One snapshot per fetch that saw the item, at most one per 10 minutes, kept 30 days (README, "Story timeline"). shares holds ' +
      'the posts, searches or views of the sources that count those; null where the source gives no such figure.',
  })
  @ApiOkResponse({ description: 'A list of StorySnapshot' })
  @ApiNotFoundResponse({ description: 'No stored item has this id (any more)' })
  history(@Param('id', new ParseIdPipe('trending item id')) id: number): Promise<StorySnapshot[]> {
    return this.trending.history(id);
  }

  @Get('trending/:id')
  @ApiOperation({
    summary: 'One stored trending item',
    description:
      'The item as the list maps it, without the list-only story fields (alsoTrendingOn, groupScoreBoost): the dashboard opens ' +
      '/?item=<id>, the link alerts carry, even when the item is not on the page it shows.',
  })
  @ApiOkResponse({ description: 'A TrendingItem' })
  @ApiNotFoundResponse({ description: 'No stored item has this id (any more)' })
  async getItem(@Param('id', new ParseIdPipe('trending item id')) id: number): Promise<TrendingItem> {
    return (await this.trending.getItem(id)).item;
  }
}
