import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { toCsv, type CsvColumn } from '../../contracts/csv.contract.js';
import type {
  MediaList as MediaListContract,
  MediaListDetail,
  MediaListInput,
  MediaListMemberInput,
} from '../../contracts/journalists.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { ClientsService } from '../clients/index.js';
import { Journalist } from './journalist.entity.js';
import { beatsByJournalist, toJournalist } from './journalist.mapper.js';
import { JournalistRepository } from './journalist.repository.js';
import { MediaListMember } from './media-list-member.entity.js';
import { MediaList } from './media-list.entity.js';
import { MediaListRepository, type MediaListRow } from './media-list.repository.js';

type ExportRow = MediaListDetail['members'][number];

/** The columns of a media list's CSV: what a PR person pastes into a mail merge. E-mail only when the team added one. */
const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Name', value: (row) => row.journalist.name },
  { header: 'Outlet', value: (row) => row.journalist.outlet },
  { header: 'Beats', value: (row) => row.journalist.beats.map((beat) => `${beat.topic} (${beat.count})`).join('; ') },
  { header: 'Last byline', value: (row) => row.journalist.lastBylineAt?.slice(0, 10) ?? '' },
  { header: 'E-mail', value: (row) => row.journalist.email ?? '' },
  { header: 'Note', value: (row) => row.note ?? '' },
];

/** Media lists (issue 30): named lists of journalists, optionally for one client, and their CSV export. */
@Injectable()
export class MediaListsService {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: MediaListRepository,
    private readonly journalists: JournalistRepository,
    private readonly clients: ClientsService,
  ) {}

  async list(): Promise<MediaListContract[]> {
    return (await this.lists.list()).map(toMediaList);
  }

  /** @throws AppException `not-found` for an unknown client */
  async create(input: MediaListInput): Promise<MediaListDetail> {
    const list = new MediaList(input.name.trim(), await this.existingClientId(input.clientId ?? null));
    this.em.persist(list);
    await this.em.flush();
    return this.get(list.id);
  }

  /** A list with its members in the order added. @throws AppException `not-found` */
  async get(id: number): Promise<MediaListDetail> {
    const [row] = await this.lists.list(id);
    if (!row) throw new AppException('not-found', `Media list ${id} does not exist.`);
    const members = await this.lists.members(id);
    const ids = members.map((member) => member.journalistId);
    const beats = beatsByJournalist(await this.journalists.beatsOf(ids));
    const journalists = new Map((await this.journalists.listByIds(ids)).map((journalist) => [journalist.id, journalist]));
    return {
      ...toMediaList(row),
      members: members.flatMap((member) => {
        const journalist = journalists.get(member.journalistId);
        return journalist
          ? [
              {
                journalist: toJournalist(journalist, beats.get(journalist.id) ?? []),
                note: member.note,
                addedAt: new Date(member.addedAt).toISOString(),
              },
            ]
          : [];
      }),
    };
  }

  /** Renames a list and sets its client (left out or null: none). @throws AppException `not-found` */
  async update(id: number, input: MediaListInput): Promise<MediaListDetail> {
    const list = await this.find(id);
    list.name = input.name.trim();
    list.setClient(await this.existingClientId(input.clientId ?? null));
    await this.em.flush();
    return this.get(id);
  }

  /** @throws AppException `not-found` */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.find(id));
    await this.em.flush();
  }

  /**
   * Adds a journalist to a list; adding one who is on it already updates the note. Do-not-contact
   * journalists may be listed (a list is also a record), the screens grey them.
   * @throws AppException `not-found` for an unknown list or journalist
   */
  async addMember(id: number, input: MediaListMemberInput): Promise<MediaListDetail> {
    const list = await this.find(id);
    const journalist = await this.em.findOne(Journalist, { id: input.journalistId });
    if (!journalist) throw new AppException('not-found', `Journalist ${input.journalistId} does not exist.`);
    const note = input.note?.trim() || null;
    const member = await this.em.findOne(MediaListMember, { mediaList: list, journalist });
    if (member) member.note = note;
    else this.em.persist(new MediaListMember(list, journalist, note));
    await this.em.flush();
    return this.get(id);
  }

  /** @throws AppException `not-found` for an unknown list, or a journalist who is not on it */
  async removeMember(id: number, journalistId: number): Promise<MediaListDetail> {
    const list = await this.find(id);
    const member = await this.em.findOne(MediaListMember, { mediaList: list, journalist: journalistId });
    if (!member) throw new AppException('not-found', `Journalist ${journalistId} is not on the list "${list.name}".`);
    this.em.remove(member);
    await this.em.flush();
    return this.get(id);
  }

  /** The list as formula-safe CSV (one writer with the browser's exports) and a file name made of its name. */
  async exportCsv(id: number): Promise<{ fileName: string; csv: string }> {
    const list = await this.get(id);
    const slug =
      list.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'media-list';
    return { fileName: `${slug}.csv`, csv: toCsv(EXPORT_COLUMNS, list.members) };
  }

  private async find(id: number): Promise<MediaList> {
    const list = await this.em.findOne(MediaList, { id });
    if (!list) throw new AppException('not-found', `Media list ${id} does not exist.`);
    return list;
  }

  /** The client id when that client exists. @throws AppException `not-found` */
  private async existingClientId(clientId: number | null): Promise<number | null> {
    if (clientId !== null) await this.clients.get(clientId);
    return clientId;
  }
}

function toMediaList(row: MediaListRow): MediaListContract {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    memberCount: row.memberCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
