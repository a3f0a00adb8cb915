import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import type { AlertChannel, AlertKind, AlertStatus } from '../../contracts/watchlists.contract.js';
import { TrendingItem } from '../trending/trending-item.entity.js';
import { Watchlist } from './watchlist.entity.js';

/**
 * One delivery to one recipient: a match (one per item, watchlist and recipient, never twice), a test
 * alert or a daily digest. Worked by the job queue; each try is an AlertAttempt.
 */
@Entity({ tableName: 'alert' })
@Index({ properties: ['watchlist', 'createdAt'] })
@Index({
  name: 'alert_match_once_idx',
  expression:
    'create unique index "alert_match_once_idx" on "alert" ("watchlist_id", "trending_item_id", "channel", "recipient") where "kind" = \'match\'',
})
export class Alert {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Watchlist, { deleteRule: 'cascade' })
  watchlist: Rel<Watchlist>;

  /** The matched item; null for a test alert and a digest. */
  @ManyToOne(() => TrendingItem, { nullable: true, deleteRule: 'set null', index: true })
  trendingItem: Rel<TrendingItem> | null;

  @Property({ type: 'string', length: 10 })
  kind: AlertKind;

  @Property({ type: 'string', length: 10 })
  channel: AlertChannel;

  /** An e-mail address or a webhook URL. */
  @Property({ type: 'text' })
  recipient: string;

  @Property({ type: 'string', length: 10 })
  status: AlertStatus = 'queued';

  @Property({ type: 'integer' })
  attempts: number = 0;

  /** The last failure in words. */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  constructor(
    watchlist: Rel<Watchlist>,
    trendingItem: Rel<TrendingItem> | null,
    kind: AlertKind,
    channel: AlertChannel,
    recipient: string,
  ) {
    this.watchlist = watchlist;
    this.trendingItem = trendingItem;
    this.kind = kind;
    this.channel = channel;
    this.recipient = recipient;
  }
}
