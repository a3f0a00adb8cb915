import type { SavedFetchConfiguration } from '@contracts/trending.contract';
import useSWR from 'swr';

export const FETCH_CONFIGURATION_KEY = '/api/preferences/fetch-configuration';

/**
 * The signed-in user's Data Sources form as they last fetched with it (issue 29); `ready` once the
 * server answered (or failed: the form then opens with the spec's defaults).
 */
export function useSavedFetchConfiguration() {
  const { data, error, mutate } = useSWR<SavedFetchConfiguration>(FETCH_CONFIGURATION_KEY);
  return { configuration: data?.fetchConfiguration ?? null, ready: data !== undefined || error !== undefined, mutate };
}
