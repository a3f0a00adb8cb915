import { Injectable } from '@nestjs/common';
import type { Client as ClientContract } from '../../contracts/clients.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { avoidedTopicsIn, clientBrief, type ClientBrief } from '../generation/index.js';
import { toClientContract } from './client.mapper.js';
import { ClientRepository } from './client.repository.js';

/**
 * The team's clients (issue 27). Other modules reach a client through `get` (its profile as the API
 * answers it), so the generators and the trending list read one shape.
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
    const client = await this.clients.findById(id);
    if (!client) throw new AppException('not-found', `Client ${id} does not exist. It may have been deleted.`);
    return toClientContract(client);
  }

  /** The client's profile, or null when no id is given. @throws AppException `not-found` for an id of no client */
  async getOptional(id: number | undefined | null): Promise<ClientContract | null> {
    return id === undefined || id === null ? null : this.get(id);
  }

  count(): Promise<number> {
    return this.clients.count();
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
