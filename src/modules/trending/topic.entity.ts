import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { TopicColor } from '../../contracts/trending.contract.js';

@Entity({ tableName: 'topic' })
export class Topic {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 120 })
  name: string;

  @Property({ type: 'string', length: 20 })
  color: TopicColor;

  constructor(name: string, color: TopicColor) {
    this.name = name;
    this.color = color;
  }
}
