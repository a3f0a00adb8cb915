import type { FetchConfiguration, FetchContentResponse } from '@contracts/trending.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fetchContent } from '../api/fetch-content';
import { TRENDING_KEY } from '../api/get-trending';
import { sourceMessageLines } from '../utils/fetch-form';
import { CONTENT_FETCHED_FLAG, REDDIT_CREDENTIALS_SAVED_FLAG, useStoredFlag } from './use-stored-flag';

const REFETCH_DELAY_MS = 500;

/**
 * The fetch flow of SPEC sections 4, 5 and 8: validation, the credentials gate, the call, the
 * warning/failure toasts, and the contentFetched flag that gates the trending list.
 */
export function useFetchContent(serverHasRedditCredentials: boolean, onItemsChanged: () => Promise<unknown>) {
  const { mutate } = useSWRConfig();
  const [fetching, setFetching] = useState(false);
  const [credentialsDialogOpen, setCredentialsDialogOpen] = useState(false);
  const [credentialsSaved, setCredentialsSaved] = useStoredFlag(REDDIT_CREDENTIALS_SAVED_FLAG);
  const [contentFetched, setContentFetched] = useStoredFlag(CONTENT_FETCHED_FLAG);

  const runFetch = async (configuration: FetchConfiguration) => {
    if (configuration.enabledSources.length === 0) {
      toast({ title: 'No Sources Selected', description: 'Please select at least one data source (Reddit or X)', variant: 'destructive' });
      return;
    }
    if (configuration.enabledSources.includes('reddit') && !credentialsSaved && !serverHasRedditCredentials) {
      setCredentialsDialogOpen(true);
      return;
    }
    setFetching(true);
    try {
      const result: FetchContentResponse = await fetchContent(configuration);
      const warnings = sourceMessageLines(result.warnings ?? {});
      if (warnings) {
        toast({ title: 'Content Fetched with Warnings', description: warnings });
      } else {
        toast({ title: 'Content Fetched', description: 'Successfully retrieved trending content from selected sources.' });
      }
      if (result.contentFetched) {
        // SPEC section 4: set the flag, clear the cached list and load it again 500 ms later. When
        // the flag was off, turning it on is what loads the list, so it is set at that moment: one
        // request either way.
        await mutate(TRENDING_KEY, undefined, { revalidate: false });
        await onItemsChanged();
        setTimeout(() => (contentFetched ? void mutate(TRENDING_KEY) : setContentFetched(true)), REFETCH_DELAY_MS);
      }
    } catch (error) {
      toast({ title: 'Fetch Failed', description: fetchFailureMessage(error), variant: 'destructive' });
    } finally {
      setFetching(false);
    }
  };

  const handleCredentialsSaved = () => {
    setCredentialsSaved(true);
    setCredentialsDialogOpen(false);
  };

  return {
    fetching,
    runFetch: (configuration: FetchConfiguration) => void runFetch(configuration),
    credentialsDialogOpen,
    closeCredentialsDialog: () => setCredentialsDialogOpen(false),
    handleCredentialsSaved,
  };
}

function fetchFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const errors = (error.body as { data?: { errors?: Record<string, string> } } | null)?.data?.errors;
    const lines = errors ? sourceMessageLines(errors) : '';
    return lines || error.serverMessage || error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Failed to fetch content. Please check your configuration.';
}
