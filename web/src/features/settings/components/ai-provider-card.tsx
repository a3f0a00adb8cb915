import type { AiPreset, AiSettingsView } from '@contracts/settings.contract';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useReloadSettings } from '../api/get-settings';
import { testAiConnection } from '../api/test-ai-connection';
import { updateAiSettings } from '../api/update-ai-settings';
import { SettingsCard } from './settings-card';
import { TestResult, type TestOutcome } from './test-result';
import {
  AI_PRESET_OPTIONS,
  keepsSavedKey,
  presetFields,
  presetFormValues,
  presetUpdate,
  type AiPresetFormValues,
} from '../utils/ai-preset-form';

type AiProviderCardProps = {
  ai: AiSettingsView;
  /** Members see the card read-only: saving and testing are an admin's (issue 17). */
  canChange: boolean;
};

/** The key never comes back: only that one is set and, when it is long enough, its last four characters. */
function keyPlaceholder(ai: AiSettingsView, keptKey: boolean): string {
  if (!keptKey) {
    return 'sk-...';
  }
  return ai.keyHint ? `Key set, ends in ••••${ai.keyHint}` : 'Key set';
}

/**
 * The AI provider: built-in, or a preset (issue 26) asking only for the fields its server needs. The
 * form starts from the saved values and reopens on the saved preset; the screen remounts it (by key)
 * when they change, so it never holds stale ones.
 */
export function AiProviderCard({ ai, canChange }: AiProviderCardProps) {
  const reloadSettings = useReloadSettings();
  const readOnly = ai.fromEnvironment || !canChange;
  const [values, setValues] = useState<AiPresetFormValues>(() => presetFormValues(ai.preset, ai));
  const fields = presetFields(values.preset);
  const keptKey = keepsSavedKey(values, ai);
  const setField = (name: keyof Omit<AiPresetFormValues, 'preset'>) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const [pending, setPending] = useState<'save' | 'test' | 'remove' | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [confirmRemoveOpen, setConfirmRemoveOpen] = useState(false);

  // Another preset starts from its own defaults (or what is saved for it), and an old test result no longer applies.
  const handlePresetChange = (preset: AiPreset) => {
    setValues(presetFormValues(preset, ai));
    setOutcome(null);
  };

  const formUpdate = () => presetUpdate(values);

  const handleSave = async () => {
    setPending('save');
    try {
      await updateAiSettings(formUpdate());
      toast({ title: 'AI Provider Saved', description: 'Every instance uses it from now on.' });
      await reloadSettings();
    } catch (error) {
      toast({
        title: 'AI Provider Not Saved',
        description: errorMessage(error, 'The settings could not be saved.'),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const handleTest = async () => {
    setPending('test');
    setOutcome(null);
    try {
      // The environment's settings are the ones in use there; otherwise test what the form holds, saved or not.
      const result = await testAiConnection(ai.fromEnvironment ? undefined : formUpdate());
      setOutcome({ ok: true, text: `Connected to ${result.model} in ${result.latencyMs} ms` });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, 'The connection test failed.') });
    } finally {
      setPending(null);
    }
  };

  const handleRemoveKey = async () => {
    setPending('remove');
    try {
      // Only the key changes: without a preset, fields left out keep the saved provider, preset, base URL and model.
      await updateAiSettings({ provider: ai.provider, apiKey: '' });
      setConfirmRemoveOpen(false);
      toast({ title: 'API Key Removed', description: 'The stored key has been deleted.' });
      await reloadSettings();
    } catch (error) {
      setConfirmRemoveOpen(false);
      toast({ title: 'API Key Not Removed', description: errorMessage(error, 'The key could not be removed.'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsCard
      id="ai-provider"
      title="AI provider"
      description="Writes PR angles, pitch emails and campaign ideas."
      icon={Sparkles}
      fromEnvironment={ai.fromEnvironment}
      adminOnly={!canChange}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Provider</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {AI_PRESET_OPTIONS.map((option) => (
              <label
                key={option.value}
                className={`flex min-w-0 items-start gap-2 rounded-lg border p-2.5 ${values.preset === option.value ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200'} ${readOnly ? 'cursor-not-allowed' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  name="ai-preset"
                  value={option.value}
                  checked={values.preset === option.value}
                  disabled={readOnly}
                  onChange={() => handlePresetChange(option.value)}
                  className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                  <span className="block text-xs text-slate-600">{option.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {values.preset === 'builtin' ? (
          <p className="text-sm text-slate-600">The built-in generator runs on this server: it needs no key and makes no outside calls.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.includes('resourceName') ? (
              <FormField
                id="ai-resource-name"
                label="Resource name"
                value={values.resourceName}
                onChange={setField('resourceName')}
                placeholder="contoso-ai"
                readOnly={readOnly}
                autoComplete="off"
                hint={readOnly ? undefined : 'The name in https://<name>.openai.azure.com.'}
              />
            ) : null}
            {fields.includes('baseUrl') ? (
              <FormField
                id="ai-base-url"
                label="Base URL"
                inputMode="url"
                value={values.baseUrl}
                onChange={setField('baseUrl')}
                placeholder="http://intranet-host:8000/v1"
                readOnly={readOnly}
                autoComplete="off"
                hint={readOnly ? undefined : 'A local or intranet address must be listed in OUTBOUND_ALLOW_HOSTS.'}
                className="sm:col-span-2"
              />
            ) : null}
            <FormField
              id="ai-model"
              label={values.preset === 'azure' ? 'Deployment' : 'Model'}
              value={values.model}
              onChange={setField('model')}
              placeholder={values.preset === 'openai' ? 'gpt-4.1-mini' : values.preset === 'azure' ? 'gpt-4o-mini' : 'qwen2.5:7b-instruct'}
              readOnly={readOnly}
              autoComplete="off"
            />
            {fields.includes('apiVersion') ? (
              <FormField
                id="ai-api-version"
                label="API version"
                value={values.apiVersion}
                onChange={setField('apiVersion')}
                readOnly={readOnly}
                autoComplete="off"
              />
            ) : null}
            {fields.includes('apiKey') ? (
              <FormField
                id="ai-api-key"
                label={values.preset === 'vllm' || values.preset === 'custom' ? 'API key (optional)' : 'API key'}
                type="password"
                value={values.apiKey}
                onChange={setField('apiKey')}
                placeholder={keyPlaceholder(ai, keptKey)}
                readOnly={readOnly}
                autoComplete="new-password"
                hint={keptKey && !readOnly ? 'Leave empty to keep the saved key.' : undefined}
              />
            ) : null}
          </div>
        )}

        <div className="flex flex-wrap items-center gap-2">
          {readOnly ? null : (
            <Button type="submit" disabled={pending !== null}>
              {pending === 'save' ? 'Saving...' : 'Save'}
            </Button>
          )}
          {canChange ? (
            <Button variant="secondary" onClick={() => void handleTest()} disabled={pending !== null}>
              {pending === 'test' ? 'Testing...' : 'Test connection'}
            </Button>
          ) : null}
          {ai.keySet && !readOnly ? (
            <Button variant="ghost" onClick={() => setConfirmRemoveOpen(true)} disabled={pending !== null}>
              Remove key
            </Button>
          ) : null}
        </div>
        <TestResult outcome={outcome} />
      </form>

      <ConfirmDialog
        open={confirmRemoveOpen}
        title="Remove the API key?"
        description={`The ${ai.keyHint ? `key ending in ${ai.keyHint}` : 'saved key'} is deleted from this server. Calls to the provider go without a key until you add one again.`}
        confirmLabel="Remove key"
        pending={pending === 'remove'}
        onConfirm={() => void handleRemoveKey()}
        onClose={() => setConfirmRemoveOpen(false)}
      />
    </SettingsCard>
  );
}
