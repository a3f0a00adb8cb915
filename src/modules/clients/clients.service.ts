import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ClientInput, Client as ClientContract } from '../../contracts/clients.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { Client } from './client.entity.js';
import { avoidedTopicsIn, clientBrief, type ClientBrief } from '../generation/index.js';
import { toClientContract } from './client.mapper.js';
import { ClientRepository } from './client.repository.js';
import { toClientFields } from './client-rules.js';

/** The 404 of a client id nobody has (any more): one wording wherever a client is named by id. */
export function clientNotFound(id: number): AppException {
  return new AppException('not-found', `Client ${id} does not exist. It may have been deleted.`);
}

function nameTaken(name: string): AppException {
  return new AppException('conflict', `A client named “${name}” already exists.`);
}

/**
 * The team's clients (issue 27). They belong to the whole team: no call is scoped to a user. Other
 * modules reach a client through `get` (its profile as the API answers it), so the generators and the
 * trending list read one shape.
 */
@Injectable()
export class ClientsService {
  constructor(private readonly clients: ClientRepository) {}

  /** Every client, by name. */
  async list(): Promise<ClientContract[]> {
    return (await this.clients.list()).map(toClientContract);
  }

  /** The client's profile. @throws AppException `not-found` */
  async get(id: number): Promise<ClientContract> {
    return toClientContract(await this.findOrThrow(id));
  }

  /** The client's profile, or null when no id is given. @throws AppException `not-found` for an id of no client */
  async getOptional(id: number | undefined | null): Promise<ClientContract | null> {
    return id === undefined || id === null ? null : this.get(id);
  }

  count(): Promise<number> {
    return this.clients.count();
  }

  /**
   * Stores a new client, tidied by client-rules.ts.
   * @throws AppException `conflict` when another client has the name (case and spaces ignored); `invalid-input` from toClientFields
   */
  async create(input: ClientInput): Promise<ClientContract> {
    const fields = toClientFields(input);
    await this.assertNameFree(fields.name, null);
    const client = new Client(fields);
    await this.saveNamed(client);
    return toClientContract(client);
  }

  /**
   * Replaces the whole profile (fields left out take their defaults).
   * @throws AppException `not-found`; `conflict` when another client has the name; `invalid-input` from toClientFields
   */
  async update(id: number, input: ClientInput): Promise<ClientContract> {
    const client = await this.findOrThrow(id);
    const fields = toClientFields(input);
    await this.assertNameFree(fields.name, id);
    client.replaceProfile(fields);
    await this.saveNamed(client);
    return toClientContract(client);
  }

  /** Deletes the client; every user's choice of it empties, and what was written for it keeps no client. @throws AppException `not-found` */
  async remove(id: number): Promise<void> {
    await this.clients.remove(await this.findOrThrow(id));
  }

  private async findOrThrow(id: number): Promise<Client> {
    const client = await this.clients.findById(id);
    if (!client) throw clientNotFound(id);
    return client;
  }

  /** The name is free for the client `ownId` (null: a new client): it may keep its own name in another case. */
  private async assertNameFree(name: string, ownId: number | null): Promise<void> {
    const named = await this.clients.findByName(name);
    if (named && named.id !== ownId) throw nameTaken(named.name);
  }

  /** Saves; two people saving one name at once both pass assertNameFree, and the unique name key decides. */
  private async saveNamed(client: Client): Promise<void> {
    try {
      await this.clients.save(client);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw nameTaken(client.name);
      throw error;
    }
  }
  /** The profile as the generators read it, or null when no client is chosen. @throws AppException `not-found` */
  async generationBrief(id: number | undefined | null): Promise<ClientBrief | null> {
    const client = await this.getOptional(id);
    return client ? clientBrief(client) : null;
  }
}

/**
 * Refuses to write for a client on a story that names a topic it avoids (409, in words), so no
 * generator, built-in or model, is ever asked to.
 * @throws AppException `conflict`
 */
export function refuseAvoidedStory(client: ClientBrief | null, texts: readonly (string | null)[]): void {
  if (!client) return;
  const avoided = avoidedTopicsIn(client, texts);
  if (avoided.length === 0) return;
  const topics = avoided.map((topic) => `“${topic.replace(/["“”]/g, '')}”`).join(', ');
  throw new AppException(
    'conflict',
    `${client.name} avoids ${topics}, and this story touches it, so Trendjack writes nothing on it for ${client.name}. Choose another story, or no client.`,
  );
}
