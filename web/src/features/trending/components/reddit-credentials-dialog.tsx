import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setRedditCredentials } from '../api/set-reddit-credentials';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type RedditCredentialsDialogProps = {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** The Settings screen opens the same form to replace saved credentials. */
  title?: string;
};

/** SPEC dashboard item 2: opened by Fetch when the forum source has no saved credentials, and by Settings' Replace. */
export function RedditCredentialsDialog({
  open,
  onClose,
  onSaved,
  title = 'Reddit API Credentials Required',
}: RedditCredentialsDialogProps) {
  const [appId, setAppId] = useState('');
  const [appSecret, setAppSecret] = useState('');
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    if (!appId.trim() || !appSecret.trim()) {
      toast({ title: 'Missing Information', description: 'Please provide both Reddit App ID and App Secret', variant: 'destructive' });
      return;
    }
    const showFailure = (message: string) => toast({ title: 'Failed to Save Credentials', description: message, variant: 'destructive' });
    setSaving(true);
    try {
      const result = await setRedditCredentials({ appId: appId.trim(), appSecret: appSecret.trim() });
      if (!result.success) {
        showFailure(result.message);
        return;
      }
      toast({ title: 'Credentials Saved', description: result.message });
      setAppSecret('');
      onSaved();
    } catch (error) {
      showFailure(errorMessage(error, 'An error occurred while saving Reddit API credentials'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description="Reddit only answers registered apps. Create one and paste its ID and secret here; they are stored encrypted on this server."
    >
      <ol className="mb-4 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Open{' '}
          <a href="https://www.reddit.com/prefs/apps" target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
            reddit.com/prefs/apps
          </a>{' '}
          and create an app of type <strong>script</strong>.
        </li>
        <li>
          Use <code className="rounded bg-slate-100 px-1">http://localhost:8080</code> as the redirect URI.
        </li>
        <li>Copy the app ID (under the app name) and the secret.</li>
      </ol>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="reddit-app-id" className="text-sm font-medium text-slate-700">
            Reddit App ID
          </label>
          <input
            id="reddit-app-id"
            value={appId}
            onChange={(event) => setAppId(event.target.value)}
            className={INPUT_CLASSES}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="reddit-app-secret" className="text-sm font-medium text-slate-700">
            Reddit App Secret
          </label>
          <input
            id="reddit-app-secret"
            type="password"
            value={appSecret}
            onChange={(event) => setAppSecret(event.target.value)}
            className={INPUT_CLASSES}
            autoComplete="off"
          />
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Credentials'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
