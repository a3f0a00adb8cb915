import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { CustomFeed } from '../../contracts/feeds.contract.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { AddFeedDto } from './dto/add-feed.dto.js';
import { UpdateFeedDto } from './dto/update-feed.dto.js';
import { FeedsService } from './feeds.service.js';

@ApiTags('feeds')
@Access('admin')
@Controller('feeds')
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get()
  @Access('member')
  @ApiOperation({ summary: 'The feeds you follow (read with Top Media on every fetch), newest added first' })
  list(): Promise<CustomFeed[]> {
    return this.feeds.list();
  }

  @Post()
  @RateLimited()
  @ApiOperation({
    summary:
      "Follow a site's RSS or Atom feed: the address itself when it is a feed, else its <link rel=alternate> feeds, else common paths",
    description:
      '201 with the stored feed. 400 for a bad or refused address (a private one must be listed in OUTBOUND_ALLOW_HOSTS), ' +
      'when no feed is found, or when 100 feeds are followed already; 409 when the feed is followed already; 502 when the site cannot be reached.',
  })
  add(@Body() body: AddFeedDto): Promise<CustomFeed> {
    return this.feeds.add(body.url);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Pause or resume a feed ({ paused: boolean }); 404 for an unknown id' })
  update(@Param('id', new ParseIdPipe('feed id')) id: number, @Body() body: UpdateFeedDto): Promise<CustomFeed> {
    return this.feeds.setPaused(id, body.paused);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Stop following a feed (items already fetched from it stay); 404 for an unknown id' })
  async remove(@Param('id', new ParseIdPipe('feed id')) id: number): Promise<void> {
    await this.feeds.remove(id);
  }
}
