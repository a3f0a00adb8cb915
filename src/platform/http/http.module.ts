import { Global, Module } from '@nestjs/common';
import { UpstreamClient } from './upstream-client.js';

export const UPSTREAM_CLIENT = Symbol('UPSTREAM_CLIENT');
export const TRENDJACK_USER_AGENT = 'Trendjack/0.1 (self-hosted PR tool)';

/** The one outbound client for configured upstreams (Reddit, trend pages, feeds, NewsAPI). */
@Global()
@Module({
  providers: [{ provide: UPSTREAM_CLIENT, useFactory: () => new UpstreamClient({ userAgent: TRENDJACK_USER_AGENT }) }],
  exports: [UPSTREAM_CLIENT],
})
export class HttpModule {}
