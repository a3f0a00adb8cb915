import type { CustomFeed } from '@contracts/feeds.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { addFeed } from '../api/add-feed';
import { deleteFeed } from '../api/delete-feed';
import { FEEDS_KEY } from '../api/get-feeds';
import { setFeedPaused } from '../api/update-feed';

/** Which write is running: adding, or pausing/resuming/removing one feed. */
export type FeedPending = { kind: 'add' } | { kind: 'toggle' | 'remove'; id: number } | null;

/**
 * The News Scraper screen's writes: each calls the API, then reloads the list; failures show the
 * server's message in a destructive toast. `add` resolves true when the feed was added.
 */
export function useFeedActions() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<FeedPending>(null);

  const add = async (url: string): Promise<boolean> => {
    if (url.trim() === '') {
      toast({ title: 'URL Required', description: 'Please enter a website or feed URL.', variant: 'destructive' });
      return false;
    }
    setPending({ kind: 'add' });
    try {
      const feed = await addFeed(url.trim());
      toast({ title: 'Feed Added', description: `"${feed.title}" is read with Top Media on every fetch.` });
      await mutate(FEEDS_KEY);
      return true;
    } catch (error) {
      toast({ title: 'Feed Not Added', description: errorMessage(error, 'The feed could not be added.'), variant: 'destructive' });
      return false;
    } finally {
      setPending(null);
    }
  };

  const togglePaused = async (feed: CustomFeed) => {
    setPending({ kind: 'toggle', id: feed.id });
    try {
      await setFeedPaused(feed.id, !feed.paused);
      toast(
        feed.paused
          ? { title: 'Feed Resumed', description: `"${feed.title}" is read again on the next fetch.` }
          : { title: 'Feed Paused', description: `"${feed.title}" is not read until you resume it.` },
      );
    } catch (error) {
      toast({ title: 'Feed Not Changed', description: errorMessage(error, 'The feed could not be changed.'), variant: 'destructive' });
    } finally {
      setPending(null);
      await mutate(FEEDS_KEY);
    }
  };

  const remove = async (feed: CustomFeed): Promise<void> => {
    setPending({ kind: 'remove', id: feed.id });
    try {
      await deleteFeed(feed.id);
      toast({ title: 'Feed Removed', description: `"${feed.title}" is no longer read. Stories already fetched from it stay.` });
    } catch (error) {
      toast({ title: 'Feed Not Removed', description: errorMessage(error, 'The feed could not be removed.'), variant: 'destructive' });
    } finally {
      setPending(null);
      await mutate(FEEDS_KEY);
    }
  };

  return { pending, add, togglePaused, remove };
}
