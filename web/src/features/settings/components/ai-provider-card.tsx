import type { AiProviderChoice, AiSettingsUpdate, AiSettingsView } from '@contracts/settings.contract';
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

const PROVIDER_OPTIONS: { value: AiProviderChoice; label: string; description: string }[] = [
  { value: 'builtin', label: 'Built-in', description: 'Runs on this server: no key, nothing leaves it.' },
  { value: 'openai', label: 'OpenAI-compatible', description: 'OpenAI or any server that speaks its API, with your key.' },
];

type AiProviderCardProps = {
  ai: AiSettingsView;
  /** Members see the card read-only: saving and testing are an admin's (issue 17). */
  canChange: boolean;
};

/** The key never comes back: only that one is set and, when it is long enough, its last four characters. */
function keyPlaceholder(ai: AiSettingsView): string {
  if (!ai.keySet) {
    return 'sk-...';
  }
  return ai.keyHint ? `Key set, ends in ••••${ai.keyHint}` : 'Key set';
}

/**
 * The AI provider: built-in, or an OpenAI-compatible server. The form starts from the saved values;
 * the screen remounts it (by key) when they change, so it never holds stale ones.
 */
export function AiProviderCard({ ai, canChange }: AiProviderCardProps) {
  const reloadSettings = useReloadSettings();
  const readOnly = ai.fromEnvironment || !canChange;
  const [provider, setProvider] = useState<AiProviderChoice>(ai.provider);
  const [baseUrl, setBaseUrl] = useState(ai.baseUrl ?? '');
  const [model, setModel] = useState(ai.model);
  const [apiKey, setApiKey] = useState('');
  const [pending, setPending] = useState<'save' | 'test' | 'remove' | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [confirmRemoveOpen, setConfirmRemoveOpen] = useState(false);

  const formUpdate = (): AiSettingsUpdate =>
    provider === 'builtin'
      ? { provider }
      : // An empty key field keeps the stored key, so it is left out rather than sent empty.
        { provider, baseUrl: baseUrl.trim() || null, model: model.trim() || null, ...(apiKey ? { apiKey } : {}) };

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
      // Only the key changes: the saved provider, base URL and model are sent back as they are.
      await updateAiSettings(
        ai.provider === 'openai'
          ? { provider: 'openai', baseUrl: ai.baseUrl, model: ai.model, apiKey: '' }
          : { provider: 'builtin', apiKey: '' },
      );
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
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {PROVIDER_OPTIONS.map((option) => (
              <label
                key={option.value}
                className={`flex items-start gap-3 rounded-lg border p-3 ${provider === option.value ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200'} ${readOnly ? 'cursor-not-allowed' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  name="ai-provider"
                  value={option.value}
                  checked={provider === option.value}
                  disabled={readOnly}
                  onChange={() => setProvider(option.value)}
                  className="mt-1 h-4 w-4 accent-indigo-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-600">{option.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {provider === 'openai' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="ai-base-url"
              label="Base URL"
              inputMode="url"
              value={baseUrl}
              onChange={setBaseUrl}
              placeholder="https://api.openai.com/v1"
              readOnly={readOnly}
              autoComplete="off"
              hint={readOnly ? undefined : 'Leave empty for OpenAI itself.'}
              className="sm:col-span-2"
            />
            <FormField
              id="ai-model"
              label="Model"
              value={model}
              onChange={setModel}
              placeholder="gpt-4.1-mini"
              readOnly={readOnly}
              autoComplete="off"
            />
            <FormField
              id="ai-api-key"
              label="API key"
              type="password"
              value={apiKey}
              onChange={setApiKey}
              placeholder={keyPlaceholder(ai)}
              readOnly={readOnly}
              autoComplete="new-password"
              hint={ai.keySet && !readOnly ? 'Leave empty to keep the saved key.' : undefined}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">The built-in generator runs on this server: it needs no key and makes no outside calls.</p>
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
