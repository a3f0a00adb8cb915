import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ChangeFeed, DATABASE_URL } from './change-feed.js';

/** The change feed (ChangeFeed) and the database URL (DATABASE_URL) its listening connection and the job queue's pool open, for every module. */
@Global()
@Module({})
export class ChangeFeedModule {
  static forUrl(databaseUrl: string): DynamicModule {
    return {
      module: ChangeFeedModule,
      providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, ChangeFeed],
      exports: [ChangeFeed, DATABASE_URL],
    };
  }
}
