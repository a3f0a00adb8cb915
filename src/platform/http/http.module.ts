import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { UpstreamClient } from './upstream-client.js';

export const UPSTREAM_CLIENT = Symbol('UPSTREAM_CLIENT');
export const TRENDJACK_USER_AGENT = 'Trendjack/0.1 (self-hosted PR tool)';

/** The one outbound client for configured upstreams (Reddit, trend pages, feeds, NewsAPI, calendars). */
@Global()
@Module({
  providers: [
    {
      provide: UPSTREAM_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new UpstreamClient({ userAgent: TRENDJACK_USER_AGENT, allowHosts: config.outboundAllowHosts }),
    },
  ],
  exports: [UPSTREAM_CLIENT],
})
export class HttpModule {}
