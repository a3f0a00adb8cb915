import { Injectable } from '@nestjs/common';
import type { UserPreferences } from '../../contracts/clients.contract.js';
import type { FetchConfiguration, SavedFetchConfiguration } from '../../contracts/trending.contract.js';
import { ClientRepository } from './client.repository.js';
import { clientNotFound } from './clients.service.js';
import { UserPreferenceRepository } from './user-preference.repository.js';

/**
 * What the server remembers for each user: the client chosen in the header's switcher (issue 27) and the
 * dashboard's fetch configuration (issue 29).
 */
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

  /** The fetch configuration the user last saved; null when they never did. */
  async getFetchConfiguration(userId: number): Promise<SavedFetchConfiguration> {
    const preference = await this.preferences.findByUser(userId);
    return { fetchConfiguration: preference?.fetchConfiguration ?? null };
  }

  /** Remembers the user's fetch configuration (already validated) and answers it as stored. */
  async saveFetchConfiguration(userId: number, configuration: FetchConfiguration): Promise<SavedFetchConfiguration> {
    const stored = storedFetchConfiguration(configuration);
    await this.preferences.saveFetchConfiguration(userId, stored);
    return { fetchConfiguration: stored };
  }
}

/** The configuration as plain data with only the contract's fields, whatever class instance the pipe made of it. */
function storedFetchConfiguration(configuration: FetchConfiguration): FetchConfiguration {
  const { enabledSources, reddit, xTrending, googleTrends, wikipedia, mastodon } = configuration;
  return {
    enabledSources: [...enabledSources],
    reddit: { subreddits: [...reddit.subreddits], postType: reddit.postType, timeFilter: reddit.timeFilter, minUpvotes: reddit.minUpvotes },
    xTrending: { useFallback: xTrending.useFallback, maxResults: xTrending.maxResults },
    ...(googleTrends ? { googleTrends: { geos: [...googleTrends.geos] } } : {}),
    ...(wikipedia ? { wikipedia: { languages: [...wikipedia.languages] } } : {}),
    ...(mastodon ? { mastodon: { instances: [...mastodon.instances] } } : {}),
  };
}
