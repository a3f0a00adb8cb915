import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UPSTREAM_CLIENT } from '../../platform/http/http.module.js';
import type { UpstreamClient } from '../../platform/http/upstream-client.js';
import { ClientsModule } from '../clients/index.js';
import { FeedsModule } from '../feeds/index.js';
import { JournalistsModule } from '../journalists/index.js';
import { TrendingModule } from '../trending/index.js';
import { BlueskyConnector } from './connectors/bluesky.connector.js';
import { GoogleTrendsConnector } from './connectors/google-trends.connector.js';
import { HackerNewsConnector } from './connectors/hackernews.connector.js';
import { MastodonConnector } from './connectors/mastodon.connector.js';
import { NewsConnector } from './connectors/news.connector.js';
import { RedditConnector } from './connectors/reddit.connector.js';
import { WikipediaConnector } from './connectors/wikipedia.connector.js';
import { XTrendsConnector } from './connectors/x-trends.connector.js';
import { FetchConfigurationPreferenceController } from './fetch-configuration-preference.controller.js';
import { FetchRun } from './fetch-run.entity.js';
import { FetchContentService } from './fetch-content.service.js';
import { FetchRunRepository } from './fetch-run.repository.js';
import { RedditCredentialsService } from './reddit-credentials.service.js';
import { RefreshSetting } from './refresh-setting.entity.js';
import { ScheduledRefreshService } from './scheduled-refresh.service.js';
import { SourceCredential } from './source-credential.entity.js';
import { SourceCredentialRepository } from './source-credential.repository.js';
import { SourceHealthService } from './source-health.service.js';
import { SourcesController } from './sources.controller.js';
import { TrendSourcesService } from './trend-sources.service.js';

const APP_VERSION = '0.1.0';

@Module({
  imports: [
    MikroOrmModule.forFeature([SourceCredential, FetchRun, RefreshSetting]),
    TrendingModule,
    FeedsModule,
    ClientsModule,
    JournalistsModule,
  ],
  controllers: [SourcesController, FetchConfigurationPreferenceController],
  providers: [
    FetchContentService,
    FetchRunRepository,
    RedditCredentialsService,
    ScheduledRefreshService,
    SourceCredentialRepository,
    SourceHealthService,
    {
      provide: RedditConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) =>
        new RedditConnector({ client, tokenUrl: config.reddit.tokenUrl, apiUrl: config.reddit.apiUrl, appVersion: APP_VERSION }),
    },
    {
      provide: XTrendsConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) => new XTrendsConnector({ client, urls: config.xTrendsUrls }),
    },
    {
      provide: NewsConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) =>
        new NewsConnector({
          client,
          feedUrls: config.news.rssUrls,
          newsApi: config.news.apiKey ? { url: config.news.apiUrl, apiKey: config.news.apiKey } : null,
        }),
    },
    TrendSourcesService,
    {
      provide: GoogleTrendsConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) =>
        new GoogleTrendsConnector({ client, feedUrl: config.trendSources.googleTrendsRssUrl }),
    },
    {
      provide: BlueskyConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) =>
        new BlueskyConnector({ client, apiUrl: config.trendSources.blueskyApiUrl }),
    },
    {
      provide: HackerNewsConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) =>
        new HackerNewsConnector({ client, apiUrl: config.trendSources.hackerNewsApiUrl }),
    },
    {
      provide: WikipediaConnector,
      inject: [APP_CONFIG, UPSTREAM_CLIENT],
      useFactory: (config: AppConfig, client: UpstreamClient) =>
        new WikipediaConnector({ client, feedUrl: config.trendSources.wikipediaFeedUrl }),
    },
    {
      provide: MastodonConnector,
      inject: [UPSTREAM_CLIENT],
      useFactory: (client: UpstreamClient) => new MastodonConnector({ client }),
    },
  ],
  exports: [RedditCredentialsService, ScheduledRefreshService, SourceHealthService],
})
export class SourcesModule {}
