import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** A validated AI answer, keyed so the same request is never paid for twice. */
@Entity({ tableName: 'generation_cache' })
@Unique({ properties: ['task', 'inputHash', 'provider', 'model'] })
export class GenerationCache {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 60 })
  task: string;

  @Property({ type: 'string', length: 64 })
  inputHash: string;

  @Property({ type: 'string', length: 40 })
  provider: string;

  @Property({ type: 'string', length: 120 })
  model: string;

  @Property({ type: 'json' })
  output: unknown;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(task: string, inputHash: string, provider: string, model: string, output: unknown) {
    this.task = task;
    this.inputHash = inputHash;
    this.provider = provider;
    this.model = model;
    this.output = output;
  }
}
