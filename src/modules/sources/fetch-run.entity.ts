import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FetchConfiguration } from '../../contracts/trending.contract.js';

/** One run of the fetch pipeline: what was asked, what each source gave, and how long it took. */
@Entity({ tableName: 'fetch_run' })
@Index({ properties: ['startedAt'] })
export class FetchRun {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'json' })
  configuration: FetchConfiguration;

  @Property({ type: 'string', length: 20 })
  trigger: 'user' | 'schedule';

  @Property({ type: 'json' })
  counts: Record<string, number> = {};

  @Property({ type: 'json' })
  warnings: Record<string, string> = {};

  @Property({ type: 'json' })
  errors: Record<string, string> = {};

  @Property({ type: 'json' })
  timingsMs: Record<string, number> = {};

  @Property({ type: 'datetime' })
  startedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  constructor(configuration: FetchConfiguration, trigger: 'user' | 'schedule') {
    this.configuration = configuration;
    this.trigger = trigger;
  }
}
