import { Injectable } from '@nestjs/common';
import type { UserPreferences } from '../../contracts/clients.contract.js';
import { ClientRepository } from './client.repository.js';
import { clientNotFound } from './clients.service.js';
import { UserPreferenceRepository } from './user-preference.repository.js';

/** What the server remembers for each user (issue 27): the client chosen in the header's switcher. */
@Injectable()
export class UserPreferencesService {
  constructor(
    private readonly preferences: UserPreferenceRepository,
    private readonly clients: ClientRepository,
  ) {}

  /** The user's preferences; a user who never chose has none (clientId null), as has one whose client was deleted. */
  async get(userId: number): Promise<UserPreferences> {
    const preference = await this.preferences.findByUser(userId);
    return { clientId: preference?.client?.id ?? null };
  }

  /**
   * Remembers the user's chosen client (null: no client) and answers the stored preferences.
   * @throws AppException `not-found` for an id of no client
   */
  async chooseClient(userId: number, clientId: number | null): Promise<UserPreferences> {
    if (clientId !== null && !(await this.clients.findById(clientId))) throw clientNotFound(clientId);
    await this.preferences.saveChosenClient(userId, clientId);
    return { clientId };
  }
}
