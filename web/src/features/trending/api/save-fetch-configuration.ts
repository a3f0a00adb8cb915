import type { FetchConfiguration, SavedFetchConfiguration } from '@contracts/trending.contract';
import { apiRequest } from '@/lib/api-client';
import { FETCH_CONFIGURATION_KEY } from './get-fetch-configuration';

/** Remembers the Data Sources form for the signed-in user, for every device. */
export function saveFetchConfiguration(configuration: FetchConfiguration): Promise<SavedFetchConfiguration> {
  return apiRequest<SavedFetchConfiguration>(FETCH_CONFIGURATION_KEY, { method: 'PUT', body: configuration });
}
