import { CLIENT_LIMITS, type Client, type ClientInput } from '@contracts/clients.contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormField } from '@/components/form-field';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Modal } from '@/components/ui/modal';
import { chipsWithTyped } from '@/features/watchlists/utils/watchlist-form';
import { ChipField } from '@/features/watchlists/components/chip-field';
import type { ClientSaveOutcome } from '../hooks/use-client-actions';
import {
  type ClientFieldErrors,
  clientForm,
  type ClientForm,
  fieldId,
  firstErrorPath,
  readServerMessage,
  toClientInput,
  withLanguages,
  withMarkets,
} from '../utils/client-form';
import { COMMON_LANGUAGES, COMMON_MARKETS, countryName, languageName } from '../utils/place-names';
import { CodeChipsField } from './code-chips-field';
import { SpokespeopleField } from './spokespeople-field';
import { TextAreaField } from './text-area-field';

type ClientFormDialogProps = {
  /** The client edited; null for a new one. */
  client: Client | null;
  /** A new client's starting values (drafted from a website analysis). */
  draft?: ClientInput | null;
  onClose: () => void;
  onSave: (editing: Client | null, input: ClientInput) => Promise<ClientSaveOutcome>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

/**
 * New client / Edit client: every field of the profile. Mounted per opening, so it starts from the
 * stored values (or the draft) each time. Mistakes the screen can see are said under their field before
 * anything is sent; the server's 400 is said under the field it names, which gets the focus.
 */
export function ClientFormDialog({ client, draft = null, onClose, onSave }: ClientFormDialogProps) {
  const [form, setForm] = useState<ClientForm>(() => clientForm(client ?? draft));
  const [errors, setErrors] = useState<ClientFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const update = (patch: Partial<ClientForm>) => setForm((current) => ({ ...current, ...patch }));

  const showErrors = (found: ClientFieldErrors) => {
    setErrors(found);
    const first = firstErrorPath(found);
    // The field may be inside a row that renders with the new errors: focus after they paint.
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What is still typed in a chip field is saved as a chip; the form shows it as one from now on.
    setForm((current) => ({
      ...current,
      markets: withMarkets(current.markets, current.marketText),
      marketText: '',
      languages: withLanguages(current.languages, current.languageText),
      languageText: '',
      avoidTopics: chipsWithTyped('keyword', current.avoidTopics, current.avoidText),
      avoidText: '',
    }));
    const checked = toClientInput(form);
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await onSave(client, checked.input);
    setSaving(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    if (outcome.status === 400) showErrors(readServerMessage(outcome.message));
    else if (outcome.status === 409) showErrors({ name: outcome.message });
    else setErrors({ '': outcome.message });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={client ? `Edit ${client.name}` : 'New client'}
      description={
        draft && !client
          ? 'Drafted from the website analysis: check it, add markets, spokespeople and what the client can offer, then save.'
          : 'Trendjack scores every trend for fit with this profile, and writes ideas and pitches for it.'
      }
      wide
      fullScreenOnSmall
    >
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        className="space-y-5"
        aria-label={client ? 'Edit client' : 'New client'}
      >
        <Section title="Profile">
          <FormField
            id={fieldId('name')}
            label="Name"
            value={form.name}
            onChange={(name) => update({ name })}
            placeholder="Acme Energy"
            autoComplete="off"
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={fieldId('website')}
              label="Website"
              type="text"
              inputMode="url"
              value={form.website}
              onChange={(website) => update({ website })}
              placeholder="https://www.example.com"
              autoComplete="off"
              error={errors.website}
            />
            <FormField
              id={fieldId('sector')}
              label="Sector"
              value={form.sector}
              onChange={(sector) => update({ sector })}
              placeholder="home energy"
              autoComplete="off"
              error={errors.sector}
            />
          </div>
          <TextAreaField
            id={fieldId('description')}
            label="Description"
            value={form.description}
            onChange={(description) => update({ description })}
            placeholder="What the client does, for whom, and what makes it worth a journalist's time."
            maxChars={CLIENT_LIMITS.descriptionChars}
            error={errors.description}
          />
        </Section>

        <Section title="Markets and languages">
          <CodeChipsField
            id={fieldId('markets')}
            label="Markets"
            hint="Country codes, such as GB, IE or US. Trends from these countries fit better, and ideas name their outlets."
            codes={form.markets}
            text={form.marketText}
            placeholder="GB"
            suggestions={COMMON_MARKETS}
            nameOf={countryName}
            addTyped={withMarkets}
            chipNoun="market"
            error={errors.markets}
            onChange={(markets, marketText) => update({ markets, marketText })}
          />
          <CodeChipsField
            id={fieldId('languages')}
            label="Languages"
            hint="Language codes, such as en or ga."
            codes={form.languages}
            text={form.languageText}
            placeholder="en"
            suggestions={COMMON_LANGUAGES}
            nameOf={languageName}
            addTyped={withLanguages}
            chipNoun="language"
            error={errors.languages}
            onChange={(languages, languageText) => update({ languages, languageText })}
          />
        </Section>

        <Section title="People">
          <SpokespeopleField spokespeople={form.spokespeople} errors={errors} onChange={(spokespeople) => update({ spokespeople })} />
        </Section>

        <Section title="What the client can offer">
          <TextAreaField
            id={fieldId('assets')}
            label="Own data and assets"
            value={form.assets}
            onChange={(assets) => update({ assets })}
            hint={`One per line, up to ${CLIENT_LIMITS.assets}. Ideas use these as their data and never invent any.`}
            placeholder="Order data from 60,000 UK households"
            rows={4}
            error={errors.assets}
          />
          <TextAreaField
            id={fieldId('messages')}
            label="Products and key messages"
            value={form.messages}
            onChange={(messages) => update({ messages })}
            hint={`One per line, up to ${CLIENT_LIMITS.messages}.`}
            rows={4}
            error={errors.messages}
          />
        </Section>

        <Section title="Boundaries">
          <ChipField
            id={fieldId('avoidTopics')}
            label="Topics to avoid"
            kind="keyword"
            chips={form.avoidTopics}
            text={form.avoidText}
            placeholder='gambling, "payday loans"'
            chipNoun="topic"
            error={errors.avoidTopics}
            invalid={errors.avoidTopics !== undefined}
            onChange={(avoidTopics, avoidText) => update({ avoidTopics, avoidText })}
            hint={
              <>
                Words, or &quot;phrases in quotes&quot;; press Enter or a comma after each. A trend that mentions one gets fit 0, is hidden
                from the list, and is never pitched for this client.
              </>
            }
          />
          <TextAreaField
            id={fieldId('competitors')}
            label="Competitors"
            value={form.competitors}
            onChange={(competitors) => update({ competitors })}
            hint="One per line."
            rows={3}
            error={errors.competitors}
          />
        </Section>

        <Section title="Voice">
          <FormField
            id={fieldId('tone')}
            label="Tone"
            value={form.tone}
            onChange={(tone) => update({ tone })}
            placeholder="plain-spoken and warm"
            autoComplete="off"
            error={errors.tone}
          />
          <TextAreaField
            id={fieldId('boilerplate')}
            label="Boilerplate"
            value={form.boilerplate}
            onChange={(boilerplate) => update({ boilerplate })}
            hint="The 'About' paragraph every pitch ends with."
            maxChars={CLIENT_LIMITS.boilerplateChars}
            rows={4}
            error={errors.boilerplate}
          />
        </Section>

        <Section title="Pitch contact">
          <p className="text-xs text-slate-600">Who a journalist writes back to. Pitches are signed with it.</p>
          {errors.contact ? <p className="text-sm text-red-700 [overflow-wrap:anywhere]">{errors.contact}</p> : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              id={fieldId('contact.name')}
              label="Contact name"
              value={form.contactName}
              onChange={(contactName) => update({ contactName })}
              autoComplete="off"
              error={errors['contact.name']}
            />
            <FormField
              id={fieldId('contact.email')}
              label="Contact e-mail"
              type="email"
              inputMode="email"
              value={form.contactEmail}
              onChange={(contactEmail) => update({ contactEmail })}
              autoComplete="off"
              error={errors['contact.email']}
            />
            <FormField
              id={fieldId('contact.phone')}
              label="Contact phone"
              inputMode="tel"
              value={form.contactPhone}
              onChange={(contactPhone) => update({ contactPhone })}
              autoComplete="off"
              error={errors['contact.phone']}
            />
          </div>
        </Section>

        <DialogFormFooter
          serverError={errors[''] ?? null}
          errorTestId="client-server-error"
          saving={saving}
          submitLabel={client ? 'Save changes' : 'Create client'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
