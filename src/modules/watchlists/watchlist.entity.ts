import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DEFAULT_WATCHLIST_MIN_PR_SCORE } from '../../contracts/watchlists.contract.js';
import type { ItemSource } from '../../contracts/trending.contract.js';

/**
 * What a person watches for (issue 18, Favorite Topics): keywords, optionally sources and a minimum PR
 * score, and who is told when a fetched item matches. `userId` is the owner (the signed-in user; with
 * AUTH_MODE=none the one anonymous user).
 */
@Entity({ tableName: 'watchlist' })
@Index({ properties: ['userId', 'createdAt'] })
export class Watchlist {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  userId: number;

  @Property({ type: 'string', length: 100 })
  name: string;

  /** As typed: words, and phrases in double quotes (parseKeyword in contracts/text-match.contract.ts reads them). */
  @Property({ type: 'json' })
  keywords: string[];

  /** Empty: every source. */
  @Property({ type: 'json' })
  sources: ItemSource[];

  @Property({ type: 'smallint', default: DEFAULT_WATCHLIST_MIN_PR_SCORE })
  minPrScore: number;

  @Property({ type: 'json' })
  emails: string[];

  @Property({ type: 'json' })
  webhookUrls: string[];

  /** Only stories whose stage is rising when a fetch sees them (issue 31). */
  @Property({ type: 'boolean', default: false })
  onlyRising = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(userId: number, fields: WatchlistFields) {
    this.userId = userId;
    this.name = fields.name;
    this.keywords = fields.keywords;
    this.sources = fields.sources;
    this.minPrScore = fields.minPrScore;
    this.emails = fields.emails;
    this.webhookUrls = fields.webhookUrls;
    this.onlyRising = fields.onlyRising;
  }
}

/** Everything a person sets on a watchlist, checked and tidied (watchlist-rules.ts). */
export type WatchlistFields = {
  name: string;
  keywords: string[];
  sources: ItemSource[];
  minPrScore: number;
  emails: string[];
  webhookUrls: string[];
  onlyRising: boolean;
};
