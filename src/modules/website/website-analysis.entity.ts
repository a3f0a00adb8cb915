import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebsiteSection } from '../generation/index.js';

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

  /**
   * The page's readable text and its sections, read at analysis time for the ideas' prompt. Stored, not
   * read again at idea time: the page may have changed or be unreachable by then, and the analysis shown
   * is the page the ideas must be about. Null and empty for analyses stored before they were read.
   */
  @Property({ type: 'text', nullable: true })
  mainText: string | null = null;

  @Property({ type: 'json' })
  sections: WebsiteSection[] = [];

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(url: string, businessType: string, targetAudience: string) {
    this.url = url;
    this.businessType = businessType;
    this.targetAudience = targetAudience;
  }
}
