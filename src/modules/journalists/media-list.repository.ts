import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../platform/database/bound-query.js';

export type MediaListRow = { id: number; name: string; clientId: number | null; memberCount: number; createdAt: Date; updatedAt: Date };
export type MediaListMemberRow = { journalistId: number; note: string | null; addedAt: Date };

/** Queries of media lists: the lists with their member counts, and a list's members in the order added. */
@Injectable()
export class MediaListRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every list, or one (`id`), newest first, with how many journalists it holds. */
  list(id?: number): Promise<MediaListRow[]> {
    return boundQuery<MediaListRow>(
      this.em,
      `select l.id, l.name, l.client_id as "clientId", l.created_at as "createdAt", l.updated_at as "updatedAt",
         (select count(*)::int from media_list_member m where m.media_list_id = l.id) as "memberCount"
       from media_list l where ($1::int is null or l.id = $1) order by l.created_at desc, l.id desc`,
      [id ?? null],
    );
  }

  members(mediaListId: number): Promise<MediaListMemberRow[]> {
    return boundQuery<MediaListMemberRow>(
      this.em,
      `select journalist_id as "journalistId", note, added_at as "addedAt" from media_list_member
       where media_list_id = $1 order by added_at, id`,
      [mediaListId],
    );
  }
}
