import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { AnglesModule } from './modules/angles/angles.module.js';
import { AuthGuard } from './modules/auth/auth.guard.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ClientsModule } from './modules/clients/clients.module.js';
import { CampaignsModule } from './modules/campaigns/campaigns.module.js';
import { GenerationModule } from './modules/generation/generation.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { FeedsModule } from './modules/feeds/feeds.module.js';
import { JournalistsModule } from './modules/journalists/journalists.module.js';
import { HeadlinesModule } from './modules/headlines/headlines.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { IdeasModule } from './modules/ideas/ideas.module.js';
import { OnboardingModule } from './modules/onboarding/onboarding.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { SourcesModule } from './modules/sources/sources.module.js';
import { TrendingModule } from './modules/trending/trending.module.js';
import { WatchlistsModule } from './modules/watchlists/watchlists.module.js';
import { WebsiteModule } from './modules/website/website.module.js';
import { CryptoModule } from './platform/crypto/crypto.module.js';
import { ChangeFeedModule } from './platform/database/change-feed.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HttpModule } from './platform/http/http.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import type { QueueTimings } from './platform/queue/job-queue.js';
import { QueueModule } from './platform/queue/queue.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string, queueTimings: Partial<QueueTimings> = {}): DynamicModule {
    return {
      module: AppModule,
      // Guards run in this order: a signed-out request is refused (401) before it spends the rate limit.
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
      imports: [
        ConfigModule.forConfig(config),
        DatabaseModule.forUrl(databaseUrl),
        ChangeFeedModule.forUrl(databaseUrl),
        QueueModule.withTimings(queueTimings),
        HttpModule,
        MailModule,
        CryptoModule,
        GenerationModule,
        HealthModule,
        ClientsModule,
        TrendingModule,
        FeedsModule,
        JournalistsModule,
        SourcesModule,
        SettingsModule,
        OnboardingModule,
        CampaignsModule,
        EventsModule,
        AnglesModule,
        WebsiteModule,
        IdeasModule,
        HeadlinesModule,
        AuthModule,
        WatchlistsModule,
      ],
    };
  }
}
