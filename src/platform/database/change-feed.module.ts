import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ChangeFeed, DATABASE_URL } from './change-feed.js';

@Global()
@Module({})
export class ChangeFeedModule {
  static forUrl(databaseUrl: string): DynamicModule {
    return { module: ChangeFeedModule, providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, ChangeFeed], exports: [ChangeFeed] };
  }
}
