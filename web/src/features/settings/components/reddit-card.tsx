import type { RedditSettingsView } from '@contracts/settings.contract';
import { CheckCircle2, CircleDashed, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RedditCredentialsDialog } from '@/features/trending/components/reddit-credentials-dialog';
import { REDDIT_CREDENTIALS_SAVED_FLAG, writeFlag } from '@/features/trending/hooks/use-stored-flag';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteRedditCredentials } from '../api/delete-reddit-credentials';
import { useReloadSettings } from '../api/get-settings';
import { testRedditCredentials } from '../api/test-reddit-credentials';
import { SettingsCard } from './settings-card';
import { TestResult, type TestOutcome } from './test-result';

type RedditCardProps = {
  reddit: RedditSettingsView;
  /** Members see the status only: replacing, testing and removing are an admin's (issue 17). */
  canChange: boolean;
};

/** Reddit app credentials: their status, and replace (the dashboard's form), test and remove. */
export function RedditCard({ reddit, canChange }: RedditCardProps) {
  const reloadSettings = useReloadSettings();
  const readOnly = reddit.fromEnvironment || !canChange;
  const [formOpen, setFormOpen] = useState(false);
  const [confirmRemoveOpen, setConfirmRemoveOpen] = useState(false);
  const [pending, setPending] = useState<'test' | 'remove' | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);

  const handleSaved = async () => {
    // The dashboard's Fetch asks for credentials unless this client flag (or the server) says they exist.
    writeFlag(REDDIT_CREDENTIALS_SAVED_FLAG, true);
    setFormOpen(false);
    setOutcome(null);
    await reloadSettings();
  };

  const handleTest = async () => {
    setPending('test');
    setOutcome(null);
    try {
      await testRedditCredentials();
      setOutcome({ ok: true, text: 'Reddit accepted the credentials.' });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, 'The credentials test failed.') });
    } finally {
      setPending(null);
    }
  };

  const handleRemove = async () => {
    setPending('remove');
    try {
      await deleteRedditCredentials();
      writeFlag(REDDIT_CREDENTIALS_SAVED_FLAG, false);
      setOutcome(null);
      toast({ title: 'Credentials Removed', description: 'Reddit credentials were deleted from this server.' });
      await reloadSettings();
    } catch (error) {
      toast({
        title: 'Credentials Not Removed',
        description: errorMessage(error, 'The credentials could not be removed.'),
        variant: 'destructive',
      });
    } finally {
      setConfirmRemoveOpen(false);
      setPending(null);
    }
  };

  const StatusIcon = reddit.credentialsSet ? CheckCircle2 : CircleDashed;
  return (
    <SettingsCard
      id="reddit"
      title="Reddit"
      description="The app ID and secret Reddit asks of every app that reads it."
      icon={MessageSquare}
      fromEnvironment={reddit.fromEnvironment}
      adminOnly={!canChange}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900" data-testid="reddit-status">
        <StatusIcon aria-hidden="true" className={`h-5 w-5 shrink-0 ${reddit.credentialsSet ? 'text-green-700' : 'text-slate-500'}`} />
        {reddit.credentialsSet ? 'Credentials saved' : 'Not set'}
      </p>
      {canChange ? (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {readOnly ? null : (
              <Button onClick={() => setFormOpen(true)} disabled={pending !== null}>
                {reddit.credentialsSet ? 'Replace' : 'Add credentials'}
              </Button>
            )}
            <Button variant="secondary" onClick={() => void handleTest()} disabled={!reddit.credentialsSet || pending !== null}>
              {pending === 'test' ? 'Testing...' : 'Test'}
            </Button>
            {reddit.credentialsSet && !readOnly ? (
              <Button variant="ghost" onClick={() => setConfirmRemoveOpen(true)} disabled={pending !== null}>
                Remove
              </Button>
            ) : null}
          </div>
          <div className="mt-3">
            <TestResult outcome={outcome} />
          </div>
        </>
      ) : null}

      <RedditCredentialsDialog
        open={formOpen}
        title={reddit.credentialsSet ? 'Replace Reddit Credentials' : 'Reddit API Credentials Required'}
        onClose={() => setFormOpen(false)}
        onSaved={() => void handleSaved()}
      />
      <ConfirmDialog
        open={confirmRemoveOpen}
        title="Remove the Reddit credentials?"
        description="Fetching from Reddit asks for new ones until you add them again."
        confirmLabel="Remove"
        pending={pending === 'remove'}
        onConfirm={() => void handleRemove()}
        onClose={() => setConfirmRemoveOpen(false)}
      />
    </SettingsCard>
  );
}
