import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JournalistDetail, JournalistPage, StoryJournalist } from '../../contracts/journalists.contract.js';
import { JOURNALISTS_PAGE_SIZE, STALE_AFTER_DAYS } from '../../contracts/journalists.contract.js';
import { Access } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { ListJournalistsQueryDto } from './dto/list-journalists-query.dto.js';
import { UpdateJournalistDto } from './dto/update-journalist.dto.js';
import { JournalistsService } from './journalists.service.js';

@ApiTags('journalists')
@Access('member')
@Controller()
export class JournalistsController {
  constructor(private readonly journalists: JournalistsService) {}

  @Get('journalists')
  @ApiOperation({
    summary: `The journalist directory, built only from the public bylines of the feeds the team reads: ${JOURNALISTS_PAGE_SIZE} a page, newest byline first`,
    description:
      '{ items: [{ id, name, outlet, title, beats: [{ topic, count }], articleCount, lastBylineAt, stale, doNotContact, email, notes }], total }. ' +
      `q searches names and outlets; outlet and topic filter; stale: no byline for ${STALE_AFTER_DAYS} days. 400 naming the bad parameter.`,
  })
  list(@Query() query: ListJournalistsQueryDto): Promise<JournalistPage> {
    return this.journalists.list(query);
  }

  @Get('journalists/:id')
  @ApiOperation({ summary: 'A journalist with recentArticles: [{ title, url, publishedAt }], newest first; 404 for an unknown id' })
  get(@Param('id', new ParseIdPipe('journalist id')) id: number): Promise<JournalistDetail> {
    return this.journalists.get(id);
  }

  @Put('journalists/:id')
  @ApiOperation({
    summary:
      'Save what the team adds to a journalist: { email?, notes?, doNotContact? } (left out: unchanged; null or "": cleared). Nothing of it is ever fetched',
    description:
      '400 naming the field (email an address, notes at most 2000 characters, doNotContact true or false); 404 for an unknown id.',
  })
  update(@Param('id', new ParseIdPipe('journalist id')) id: number, @Body() body: UpdateJournalistDto): Promise<JournalistDetail> {
    return this.journalists.update(id, body);
  }

  @Get('trending/:id/journalists')
  @ApiOperation({
    summary: 'Who covers this story, best fit first: [{ journalist, reason, score }]',
    description:
      'The people who wrote it (reason "wrote this story", score 100), then those with articles on its topic in the last 30 days at an outlet ' +
      'of its market ("5 articles on Business in 30 days"). Do-not-contact journalists are included (doNotContact true) and never accepted for a pitch. 404 for an unknown story.',
  })
  whoCovers(@Param('id', new ParseIdPipe('trending item id')) id: number): Promise<StoryJournalist[]> {
    return this.journalists.whoCovers(id);
  }
}
