import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Rel } from '@mikro-orm/core';
import { Journalist } from './journalist.entity.js';
import { MediaList } from './media-list.entity.js';

/** A journalist on a media list, with the team's note on why they are there. */
@Entity({ tableName: 'media_list_member' })
@Unique({ properties: ['mediaList', 'journalist'] })
export class MediaListMember {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => MediaList, { deleteRule: 'cascade' })
  mediaList: Rel<MediaList>;

  @ManyToOne(() => Journalist, { deleteRule: 'cascade', index: true })
  journalist: Rel<Journalist>;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'datetime' })
  addedAt: Date = new Date();

  constructor(mediaList: Rel<MediaList>, journalist: Rel<Journalist>, note: string | null) {
    this.mediaList = mediaList;
    this.journalist = journalist;
    this.note = note;
  }
}
