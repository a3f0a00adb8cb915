import {
  REFRESH_FROM_ENVIRONMENT_MESSAGE,
  REFRESH_INTERVALS,
  type RefreshInterval,
  refreshIntervalLabel,
} from '@contracts/refresh-settings.contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { updateRefreshSettings, useRefreshSettings } from '../api/refresh-settings';
import { SettingsCard } from './settings-card';

const DESCRIPTION = 'Fetch new content on a schedule, with the sources and settings of the last fetch someone started.';

/** Issue 31: the automatic refresh, every 15, 30 or 60 minutes or off; read-only while REFRESH_CRON decides, and for members. */
export function AutomaticRefreshCard({ canChange }: { canChange: boolean }) {
  const { refresh, error, mutate } = useRefreshSettings();
  const [choice, setChoice] = useState<RefreshInterval | null>(null);
  const [saving, setSaving] = useState(false);
  const fromEnvironment = (refresh?.refreshCron ?? null) !== null;
  const selected = choice ?? refresh?.intervalMinutes ?? 0;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await updateRefreshSettings({ intervalMinutes: selected });
      await mutate(saved, { revalidate: false });
      setChoice(null);
      toast({ title: 'Automatic refresh saved', description: `${refreshIntervalLabel(saved.intervalMinutes)}.` });
    } catch (saveError) {
      toast({
        title: 'Automatic refresh not saved',
        description: errorMessage(saveError, 'The server did not answer.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard id="automatic-refresh" title="Automatic refresh" description={DESCRIPTION} icon={RefreshCw} adminOnly={!canChange}>
      {error ? (
        <p className="text-sm text-red-700">
          The automatic refresh could not be loaded: {errorMessage(error, 'the server did not answer.')}
        </p>
      ) : !refresh ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : fromEnvironment ? (
        <p className="text-sm text-slate-700" data-testid="refresh-from-environment">
          {REFRESH_FROM_ENVIRONMENT_MESSAGE} It runs on <code className="rounded bg-slate-100 px-1">{refresh.refreshCron}</code>.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          {canChange ? (
            <>
              <SelectField
                id="refresh-interval"
                label="Refresh"
                value={String(selected)}
                options={REFRESH_INTERVALS.map((interval) => ({ value: String(interval), label: refreshIntervalLabel(interval) }))}
                onChange={(value) => setChoice(Number(value) as RefreshInterval)}
              />
              <button
                type="button"
                onClick={() => void save()}
                disabled={saving || selected === refresh.intervalMinutes}
                className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50"
              >
                {saving ? 'Saving…' : 'Save'}
              </button>
            </>
          ) : null}
          <p className="w-full text-sm text-slate-600" data-testid="refresh-in-force">
            Now: {refreshIntervalLabel(refresh.intervalMinutes)}.
          </p>
        </div>
      )}
    </SettingsCard>
  );
}
