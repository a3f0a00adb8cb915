import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Alert, Watchlist } from '../../contracts/watchlists.contract.js';
import { Access, CurrentUserId } from '../../common/auth/access.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { ListAlertsQueryDto } from './dto/list-alerts-query.dto.js';
import { WatchlistInputDto } from './dto/watchlist-input.dto.js';
import { WatchlistsService } from './watchlists.service.js';

const FIELD_RULES =
  '400 naming the field: name (1–100 characters), keywords (1–50, each at most 100 characters with a letter or digit), sources (known sources), ' +
  'minPrScore (0–100), emails (e-mail addresses), webhookUrls (http(s) URLs; a private, loopback or link-local host, another port than 80/443 ' +
  'or a user name is refused unless the host is in OUTBOUND_ALLOW_HOSTS).';

@ApiTags('watchlists')
@Access('member')
@Controller('watchlists')
export class WatchlistsController {
  constructor(private readonly watchlists: WatchlistsService) {}

  @Get()
  @ApiOperation({ summary: 'Your watchlists (Favorite Topics), newest first, each with its latest 5 matches' })
  list(@CurrentUserId() userId: number): Promise<Watchlist[]> {
    return this.watchlists.list(userId);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a watchlist: keywords (any of; "a phrase" in quotes), optional sources, minimum PR score (60), e-mails and webhooks',
    description: `201 with the stored watchlist. ${FIELD_RULES} At most 100 watchlists per user.`,
  })
  create(@CurrentUserId() userId: number, @Body() body: WatchlistInputDto): Promise<Watchlist> {
    return this.watchlists.create(userId, body);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Replace a watchlist (fields left out take their defaults); matches already stored stay',
    description: `${FIELD_RULES} 404 for a watchlist that is not yours.`,
  })
  update(
    @CurrentUserId() userId: number,
    @Param('id', new ParseIdPipe('watchlist id')) id: number,
    @Body() body: WatchlistInputDto,
  ): Promise<Watchlist> {
    return this.watchlists.update(userId, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a watchlist with its matches and delivery history; 404 for a watchlist that is not yours' })
  async remove(@CurrentUserId() userId: number, @Param('id', new ParseIdPipe('watchlist id')) id: number): Promise<void> {
    await this.watchlists.remove(userId, id);
  }

  @Post(':id/test')
  @RateLimited()
  @ApiOperation({
    summary: 'Send a test alert to every recipient of the watchlist (through the queue, like any alert)',
    description:
      '201 with the alerts made (status queued; GET /api/alerts shows how they went). 400 when the watchlist has no recipient; 404 when it is not yours. ' +
      'Counts against RATE_LIMIT_PER_MINUTE: it sends e-mail and posts to webhooks.',
  })
  test(@CurrentUserId() userId: number, @Param('id', new ParseIdPipe('watchlist id')) id: number): Promise<Alert[]> {
    return this.watchlists.sendTest(userId, id);
  }
}

@ApiTags('watchlists')
@Access('member')
@Controller('alerts')
export class AlertsController {
  constructor(private readonly watchlists: WatchlistsService) {}

  @Get()
  @ApiOperation({
    summary: 'Delivery history, newest first (at most 100): of one of your watchlists (?watchlistId=) or of all of them',
    description:
      'status: queued, retrying (lastError says why), sent or failed (lastError says why). tries: every try, oldest first, ' +
      'each in progress, sent, failed or interrupted (the server stopped before it ended). 404 for a watchlist that is not yours.',
  })
  list(@CurrentUserId() userId: number, @Query() query: ListAlertsQueryDto): Promise<Alert[]> {
    return this.watchlists.listAlerts(userId, query.watchlistId);
  }
}
