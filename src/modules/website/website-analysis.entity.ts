import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'website_analysis' })
@Index({ properties: ['createdAt'] })
export class WebsiteAnalysis {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  url: string;

  @Property({ type: 'text', nullable: true })
  title: string | null = null;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** Null for analyses stored before the brand was read; the mapper derives one from url and title. */
  @Property({ type: 'text', nullable: true })
  brand: string | null = null;

  @Property({ type: 'string', length: 120 })
  businessType: string;

  @Property({ type: 'text' })
  targetAudience: string;

  @Property({ type: 'json' })
  keyMessages: string[] = [];

  @Property({ type: 'string', length: 20, nullable: true })
  language: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(url: string, businessType: string, targetAudience: string) {
    this.url = url;
    this.businessType = businessType;
    this.targetAudience = targetAudience;
  }
}
