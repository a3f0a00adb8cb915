import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { rel, type Rel } from '@mikro-orm/core';
import { Client } from '../clients/client.entity.js';

/** A named list of journalists the team pitches together, optionally for one client. Belongs to the whole team. */
@Entity({ tableName: 'media_list' })
@Index({ properties: ['createdAt'] })
export class MediaList {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name: string;

  @ManyToOne(() => Client, { nullable: true, deleteRule: 'set null', index: true })
  client: Rel<Client> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(name: string, clientId: number | null) {
    this.name = name;
    this.setClient(clientId);
  }

  /** The client the list is for; null: none. The caller checks that the client exists. */
  setClient(clientId: number | null): void {
    this.client = clientId === null ? null : rel(Client, clientId);
  }
}
