import type { Alert, Watchlist, WatchlistInput } from '@contracts/watchlists.contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { createWatchlist } from '../api/create-watchlist';
import { deleteWatchlist } from '../api/delete-watchlist';
import { alertsKey } from '../api/get-alerts';
import { WATCHLISTS_KEY } from '../api/get-watchlists';
import { sendTestAlert } from '../api/send-test-alert';
import { updateWatchlist } from '../api/update-watchlist';

/** Which write is running, on which watchlist. */
export type WatchlistPending = { kind: 'remove' | 'test'; id: number } | null;

/** How a save went: the dialog closes, or shows the server's words (a 400 names the field). */
export type SaveOutcome = { ok: true } | { ok: false; message: string; invalidInput: boolean };

/**
 * The Favorite Topics screen's writes: each calls the API, then reloads what it changed. A failed
 * save answers the server's message to the dialog (which stays open with what was typed); the other
 * failures show it in a destructive toast.
 */
export function useWatchlistActions() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<WatchlistPending>(null);

  const save = async (editing: Watchlist | null, input: WatchlistInput): Promise<SaveOutcome> => {
    try {
      const saved = editing ? await updateWatchlist(editing.id, input) : await createWatchlist(input);
      toast(
        editing
          ? { title: 'Watchlist Saved', description: `"${saved.name}" uses its new settings from the next fetch.` }
          : { title: 'Watchlist Created', description: `Stories matching "${saved.name}" are alerted after every fetch.` },
      );
      await mutate(WATCHLISTS_KEY);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        message: errorMessage(error, 'The server did not answer. Your watchlist was not saved; try again.'),
        invalidInput: error instanceof ApiError && error.status === 400,
      };
    }
  };

  const remove = async (watchlist: Watchlist): Promise<void> => {
    setPending({ kind: 'remove', id: watchlist.id });
    try {
      await deleteWatchlist(watchlist.id);
      toast({ title: 'Watchlist Deleted', description: `"${watchlist.name}" sends no more alerts.` });
    } catch (error) {
      toast({
        title: 'Watchlist Not Deleted',
        description: errorMessage(error, 'The watchlist could not be deleted.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
      await mutate(WATCHLISTS_KEY);
    }
  };

  /** Sends a test alert to every recipient; resolves true when it was queued (the history then shows it). */
  const sendTest = async (watchlist: Watchlist): Promise<boolean> => {
    setPending({ kind: 'test', id: watchlist.id });
    try {
      const answer = await sendTestAlert(watchlist.id);
      toast({ title: 'Test Alert Sent', description: testAlertDescription(watchlist, answer) });
      return true;
    } catch (error) {
      toast({
        title: 'Test Alert Not Sent',
        description: errorMessage(error, 'The test alert could not be sent.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setPending(null);
      await mutate(alertsKey(watchlist.id));
    }
  };

  return { pending, save, remove, sendTest };
}

/** "On its way to 2 recipients: …": the deliveries the server queued, when it lists them. */
function testAlertDescription(watchlist: Watchlist, answer: unknown): string {
  const count = Array.isArray(answer) ? (answer as Alert[]).length : watchlist.emails.length + watchlist.webhookUrls.length;
  return `On its way to ${count} ${count === 1 ? 'recipient' : 'recipients'}: the delivery history shows how each goes.`;
}
