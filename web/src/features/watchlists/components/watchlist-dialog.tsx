import { ITEM_SOURCE_LABELS, ITEM_SOURCES, type ItemSource } from '@contracts/trending.contract';
import { OnlyRisingField } from '@/features/timeline/components/only-rising-field';
import { DEFAULT_WATCHLIST_MIN_PR_SCORE, type Watchlist, type WatchlistInput } from '@contracts/watchlists.contract';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Modal } from '@/components/ui/modal';
import { SOURCE_ICONS } from '@/features/trending/utils/source-icons';
import type { SaveOutcome } from '../hooks/use-watchlist-actions';
import {
  chipsWithTyped,
  FIELD_LABELS,
  type FieldErrors,
  readServerMessage,
  isEmailAddress,
  isWebhookUrl,
  toWatchlistInput,
  WATCHLIST_FIELDS,
  type WatchlistField,
  watchlistForm,
  type WatchlistForm,
} from '../utils/watchlist-form';
import { ChipField } from './chip-field';

/** The id of each field's input (the sources' first checkbox), to focus the first with a problem. */
const FIELD_IDS: Record<WatchlistField, string> = {
  name: 'watchlist-name',
  keywords: 'watchlist-keywords',
  sources: `watchlist-source-${ITEM_SOURCES[0]}`,
  minPrScore: 'watchlist-min-pr-score',
  emails: 'watchlist-emails',
  webhookUrls: 'watchlist-webhooks',
};

type WatchlistDialogProps = {
  /** The watchlist edited; null for a new one. */
  watchlist: Watchlist | null;
  onClose: () => void;
  onSave: (editing: Watchlist | null, input: WatchlistInput) => Promise<SaveOutcome>;
};

/**
 * New watchlist / Edit watchlist. Mounted per opening (keyed by the parent), so it starts from the
 * stored values every time. Mistakes the screen can see are said under their field before anything
 * is sent; the server's 400 is said above the buttons, its field marked and focused.
 */
export function WatchlistDialog({ watchlist, onClose, onSave }: WatchlistDialogProps) {
  const [form, setForm] = useState<WatchlistForm>(() => watchlistForm(watchlist));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<{ message: string; field: WatchlistField | null } | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (patch: Partial<WatchlistForm>) => setForm((current) => ({ ...current, ...patch }));
  const focusField = (field: WatchlistField) => document.getElementById(FIELD_IDS[field])?.focus();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What is still typed in a chip field is saved as a chip; the form shows it as one from now on.
    setForm((current) => ({
      ...current,
      keywords: chipsWithTyped('keyword', current.keywords, current.keywordText),
      keywordText: '',
      emails: chipsWithTyped('email', current.emails, current.emailText),
      emailText: '',
      webhookUrls: chipsWithTyped('url', current.webhookUrls, current.webhookText),
      webhookText: '',
    }));
    const checked = toWatchlistInput(form);
    setServerError(null);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = WATCHLIST_FIELDS.find((field) => checked.errors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await onSave(watchlist, checked.input);
    setSaving(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    const read = outcome.invalidInput ? readServerMessage(outcome.message) : { field: null, text: outcome.message };
    setServerError({ message: read.text, field: read.field });
    if (read.field) focusField(read.field);
  };

  /** A field is marked when the screen found it wrong or the server's message names it. */
  const invalid = (field: WatchlistField) => errors[field] !== undefined || serverError?.field === field;
  const toggleSource = (source: ItemSource, checked: boolean) =>
    update({
      sources: checked
        ? ITEM_SOURCES.filter((entry) => entry === source || form.sources.includes(entry))
        : form.sources.filter((entry) => entry !== source),
    });

  return (
    <Modal
      open
      onClose={onClose}
      title={watchlist ? 'Edit watchlist' : 'New watchlist'}
      description="Trendjack checks every fetched story against these keywords and alerts the recipients once per story."
      wide
      fullScreenOnSmall
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-5">
        <FormField
          id={FIELD_IDS.name}
          label={FIELD_LABELS.name}
          value={form.name}
          onChange={(name) => update({ name })}
          placeholder="Energy prices"
          autoComplete="off"
          error={errors.name}
          invalid={invalid('name')}
        />

        <ChipField
          id={FIELD_IDS.keywords}
          label={FIELD_LABELS.keywords}
          kind="keyword"
          chips={form.keywords}
          text={form.keywordText}
          placeholder='heat pump, "energy bills"'
          chipNoun="keyword"
          error={errors.keywords}
          invalid={invalid('keywords')}
          onChange={(keywords, keywordText) => update({ keywords, keywordText })}
          hint={
            <>
              Type a keyword and press Enter or a comma. A story matches when it has any of them in its title or text. &quot;A phrase in
              quotes&quot; matches as a phrase. Case and accents are ignored: cafe finds Café.
            </>
          }
        />

        <fieldset className="min-w-0">
          <legend className="text-sm font-medium text-slate-700">{FIELD_LABELS.sources}</legend>
          <p className="text-xs text-slate-600">Leave all unchecked to watch every source.</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {ITEM_SOURCES.map((source) => {
              const { icon: Icon, colour } = SOURCE_ICONS[source];
              const inputId = `watchlist-source-${source}`;
              return (
                <label
                  key={source}
                  htmlFor={inputId}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={form.sources.includes(source)}
                    onChange={(event) => toggleSource(source, event.target.checked)}
                    className="h-4 w-4 accent-indigo-600"
                  />
                  <Icon aria-hidden="true" className={`h-4 w-4 shrink-0 ${colour}`} />
                  {ITEM_SOURCE_LABELS[source]}
                </label>
              );
            })}
          </div>
          <FieldError id="watchlist-sources-error" message={errors.sources} />
        </fieldset>

        <FormField
          id={FIELD_IDS.minPrScore}
          label={FIELD_LABELS.minPrScore}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={form.minPrScore}
          onChange={(minPrScore) => update({ minPrScore })}
          hint={`Only stories scoring at least this (0–100) are alerted. ${DEFAULT_WATCHLIST_MIN_PR_SCORE} unless you change it.`}
          error={errors.minPrScore}
          invalid={invalid('minPrScore')}
          inputClassName="max-w-32"
        />

        <OnlyRisingField checked={form.onlyRising} onChange={(onlyRising) => update({ onlyRising })} />

        <ChipField
          id={FIELD_IDS.emails}
          label={FIELD_LABELS.emails}
          kind="email"
          chips={form.emails}
          text={form.emailText}
          placeholder="press@example.com"
          chipNoun="e-mail address"
          error={errors.emails}
          invalid={invalid('emails')}
          isValidChip={isEmailAddress}
          onChange={(emails, emailText) => update({ emails, emailText })}
          hint="Each address gets one e-mail per matching story, and a daily digest of the day's top matches."
        />

        <ChipField
          id={FIELD_IDS.webhookUrls}
          label={FIELD_LABELS.webhookUrls}
          kind="url"
          chips={form.webhookUrls}
          text={form.webhookText}
          placeholder="https://hooks.slack.com/services/..."
          chipNoun="webhook"
          error={errors.webhookUrls}
          invalid={invalid('webhookUrls')}
          isValidChip={isWebhookUrl}
          onChange={(webhookUrls, webhookText) => update({ webhookUrls, webhookText })}
          hint="Slack and Microsoft Teams incoming webhooks work, and so does any URL that takes JSON. Paste one and press Enter."
        />

        <DialogFormFooter
          serverError={serverError?.message ?? null}
          errorTestId="watchlist-server-error"
          saving={saving}
          submitLabel={watchlist ? 'Save changes' : 'Create watchlist'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-700 [overflow-wrap:anywhere]">
      {message}
    </p>
  ) : null;
}
