import {
  type FetchConfiguration,
  type FetchContentResponse,
  REDDIT_CREDENTIAL_PROBLEMS,
  type SourceMessageKey,
} from '@contracts/trending.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api-client';
import { type ToastAction, toast } from '@/lib/toast';
import { fetchContent } from '../api/fetch-content';
import { isTrendingListKey } from '../api/get-trending';
import { sourceMessageLines } from '../utils/fetch-form';
import { REDDIT_CREDENTIALS_SAVED_FLAG, useStoredFlag } from './use-stored-flag';

const REFETCH_DELAY_MS = 500;

/** Said instead of Fix Reddit to a member, who may not save credentials (issue 17). */
export const ASK_ADMIN_FOR_REDDIT = 'Ask an admin to update the Reddit credentials in Settings.';

type SourceMessages = Partial<Record<SourceMessageKey, string>>;

/**
 * The fetch flow of SPEC sections 4, 5 and 8: validation, the credentials gate, the call, the
 * warning/failure toasts, and reloading the trending list when the fetch stored content.
 *
 * The toast names every source that failed or warned, even when another source worked, and offers
 * Fix Reddit (the credentials dialog) when new credentials are what Reddit needs. Saving credentials
 * from the dialog runs the fetch that was asked for.
 *
 * `canSaveCredentials` is false for a member: saving credentials is an admin's, so a member's fetch
 * never opens the dialog and the toast says to ask an admin where it would offer Fix Reddit.
 *
 * `onFetchSent` is told each configuration actually sent (not one refused before sending), so it can be remembered.
 */
export function useFetchContent(
  serverHasRedditCredentials: boolean,
  onItemsChanged: () => Promise<unknown>,
  canSaveCredentials: boolean,
  onFetchSent: (configuration: FetchConfiguration) => void,
) {
  const { mutate } = useSWRConfig();
  const [fetching, setFetching] = useState(false);
  /** From a successful fetch until the list is asked for again: the list shows its skeleton meanwhile. */
  const [reloading, setReloading] = useState(false);
  const [credentialsDialogOpen, setCredentialsDialogOpen] = useState(false);
  /** The fetch to run once credentials are saved. */
  const [waitingFetch, setWaitingFetch] = useState<FetchConfiguration | null>(null);
  const [credentialsSaved, setCredentialsSaved] = useStoredFlag(REDDIT_CREDENTIALS_SAVED_FLAG);

  const askForCredentials = (configuration: FetchConfiguration) => {
    setWaitingFetch(configuration);
    setCredentialsDialogOpen(true);
  };

  const needsNewCredentials = (errors: SourceMessages | undefined) =>
    errors?.reddit !== undefined && REDDIT_CREDENTIAL_PROBLEMS.includes(errors.reddit);

  const fixAction = (errors: SourceMessages | undefined, configuration: FetchConfiguration): ToastAction | undefined =>
    needsNewCredentials(errors) && canSaveCredentials
      ? { label: 'Fix Reddit', altText: 'Enter your Reddit App ID and App Secret', onClick: () => askForCredentials(configuration) }
      : undefined;

  /** The toast's lines, and for a member whose fetch needs new Reddit credentials, who can give them. */
  const withAdminHint = (lines: string, errors: SourceMessages | undefined) =>
    needsNewCredentials(errors) && !canSaveCredentials ? `${lines}\n${ASK_ADMIN_FOR_REDDIT}` : lines;

  const startFetch = async (configuration: FetchConfiguration) => {
    setFetching(true);
    onFetchSent(configuration);
    try {
      const result: FetchContentResponse = await fetchContent(configuration);
      const problems = sourceMessageLines(result.data?.errors, result.warnings);
      if (problems) {
        toast({
          title: 'Content Fetched with Warnings',
          description: withAdminHint(problems, result.data?.errors),
          action: fixAction(result.data?.errors, configuration),
        });
      } else {
        toast({ title: 'Content Fetched', description: 'Successfully retrieved trending content from selected sources.' });
      }
      if (result.contentFetched) {
        // SPEC section 4: clear the cached list and load it again 500 ms later. No flag is set: the
        // list always shows what the server holds (issue 29).
        setReloading(true);
        await mutate(isTrendingListKey, undefined, { revalidate: false });
        await onItemsChanged();
        setTimeout(() => {
          void mutate(isTrendingListKey).finally(() => setReloading(false));
        }, REFETCH_DELAY_MS);
      }
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { warnings?: SourceMessages; data?: { errors?: SourceMessages } } | null) : null;
      const errors = body?.data?.errors;
      toast({
        title: 'Fetch Failed',
        description: withAdminHint(fetchFailureMessage(error, sourceMessageLines(errors, body?.warnings)), errors),
        variant: 'destructive',
        action: fixAction(errors, configuration),
      });
    } finally {
      setFetching(false);
    }
  };

  const runFetch = (configuration: FetchConfiguration) => {
    if (configuration.enabledSources.length === 0) {
      toast({ title: 'No Sources Selected', description: 'Please select at least one data source (Reddit or X)', variant: 'destructive' });
      return;
    }
    if (configuration.enabledSources.includes('reddit') && !credentialsSaved && !serverHasRedditCredentials && canSaveCredentials) {
      askForCredentials(configuration);
      return;
    }
    void startFetch(configuration);
  };

  const handleCredentialsSaved = () => {
    setCredentialsSaved(true);
    setCredentialsDialogOpen(false);
    setWaitingFetch(null);
    if (waitingFetch) {
      void startFetch(waitingFetch);
    }
  };

  const closeCredentialsDialog = () => {
    setCredentialsDialogOpen(false);
    setWaitingFetch(null);
  };

  return { fetching, reloading, runFetch, credentialsDialogOpen, closeCredentialsDialog, handleCredentialsSaved };
}

function fetchFailureMessage(error: unknown, sourceLines: string): string {
  if (error instanceof ApiError) {
    return sourceLines || error.serverMessage || error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Failed to fetch content. Please check your configuration.';
}
