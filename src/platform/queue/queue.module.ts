import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE_URL } from '../database/change-feed.js';
import { DEFAULT_QUEUE_TIMINGS, JobQueue, QUEUE_TIMINGS, type QueueTimings } from './job-queue.js';

/** The durable job queue (JobQueue) on the app's database, for every module. */
@Global()
@Module({})
export class QueueModule {
  static forUrl(databaseUrl: string, timings: Partial<QueueTimings> = {}): DynamicModule {
    return {
      module: QueueModule,
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: QUEUE_TIMINGS, useValue: { ...DEFAULT_QUEUE_TIMINGS, ...timings } },
        JobQueue,
      ],
      exports: [JobQueue],
    };
  }
}
