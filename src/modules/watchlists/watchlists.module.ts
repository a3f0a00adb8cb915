import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { TrendingModule } from '../trending/index.js';
import { AlertAttempt } from './alert-attempt.entity.js';
import { AlertDeliveryService } from './alert-delivery.service.js';
import { Alert } from './alert.entity.js';
import { AlertRepository } from './alert.repository.js';
import { WatchlistDigestService } from './watchlist-digest.service.js';
import { Watchlist } from './watchlist.entity.js';
import { WatchlistMatch } from './watchlist-match.entity.js';
import { WatchlistMatchingService } from './watchlist-matching.service.js';
import { WatchlistRepository } from './watchlist.repository.js';
import { AlertsController, WatchlistsController } from './watchlists.controller.js';
import { WatchlistsService } from './watchlists.service.js';

/** Favorite Topics (issue 18): watchlists, matching after every fetch, alerts by e-mail and webhook, the daily digest. */
@Module({
  imports: [MikroOrmModule.forFeature([Watchlist, WatchlistMatch, Alert, AlertAttempt]), TrendingModule],
  controllers: [WatchlistsController, AlertsController],
  providers: [
    WatchlistsService,
    WatchlistRepository,
    AlertRepository,
    AlertDeliveryService,
    WatchlistMatchingService,
    WatchlistDigestService,
  ],
})
export class WatchlistsModule {}
