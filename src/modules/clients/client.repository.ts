import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Client, clientNameKey } from './client.entity.js';

/** Queries of the team's clients (table client). */
@Injectable()
export class ClientRepository {
  constructor(private readonly em: EntityManager) {}

  async save(client: Client): Promise<void> {
    await this.em.persist(client).flush();
  }

  /** Deletes the client; choices of it empty and the angles and ideas written for it keep no client (foreign keys set null). */
  async remove(client: Client): Promise<void> {
    await this.em.remove(client).flush();
  }

  findById(id: number): Promise<Client | null> {
    return this.em.findOne(Client, { id });
  }

  /** Another client already named so (case and spaces ignored), or null. */
  findByName(name: string): Promise<Client | null> {
    return this.em.findOne(Client, { nameKey: clientNameKey(name) });
  }

  /** Every client, by name. */
  list(): Promise<Client[]> {
    return this.em.find(Client, {}, { orderBy: { nameKey: 'asc', id: 'asc' } });
  }

  count(): Promise<number> {
    return this.em.count(Client, {});
  }
}
