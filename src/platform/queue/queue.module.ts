import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DEFAULT_QUEUE_TIMINGS, JobQueue, QUEUE_TIMINGS, type QueueTimings } from './job-queue.js';

/** The durable job queue (JobQueue) on the app's database (DATABASE_URL from ChangeFeedModule), for every module. */
@Global()
@Module({})
export class QueueModule {
  static withTimings(timings: Partial<QueueTimings> = {}): DynamicModule {
    return {
      module: QueueModule,
      providers: [{ provide: QUEUE_TIMINGS, useValue: { ...DEFAULT_QUEUE_TIMINGS, ...timings } }, JobQueue],
      exports: [JobQueue],
    };
  }
}
