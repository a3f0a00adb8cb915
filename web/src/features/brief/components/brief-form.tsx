import type { Client } from '@contracts/clients.contract';
import { BRIEF_DEFAULTS, BRIEF_SECTORS, type BrandBrief, type BriefSector } from '@contracts/ideas.contract';
import { Briefcase, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import {
  briefFormErrors,
  type BriefFormErrors,
  type BriefFormValues,
  INITIAL_BRIEF_FORM,
  SECTOR_LABELS,
  toBrandBrief,
} from '../utils/brief-form';
import { briefFromClient } from '../utils/brief-from-client';
import { AdvancedOptions } from './advanced-options';
import { BriefTextField, FieldError } from './brief-text-field';

type BriefFormProps = {
  /** The client chosen in the header (issue 27): the brief can be filled from it in one click. */
  client: Client | null;
  generating: boolean;
  onGenerate: (brief: BrandBrief) => void;
};

const SECTOR_OPTIONS = [
  { value: '', label: 'Select a sector' },
  ...BRIEF_SECTORS.map((sector) => ({ value: sector, label: SECTOR_LABELS[sector] })),
];

/** Quick setup (brand, sector, number of ideas), the Advanced Options block and the submit button. */
export function BriefForm({ client, generating, onGenerate }: BriefFormProps) {
  const [values, setValues] = useState<BriefFormValues>(INITIAL_BRIEF_FORM);
  const [errors, setErrors] = useState<BriefFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  /** The client the brief was last filled from: Advanced Options open on what was filled. */
  const [filledFrom, setFilledFrom] = useState<number | null>(null);

  const update = (changes: Partial<BriefFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    // Once the person has tried to submit, messages follow their edits.
    if (submitted) {
      setErrors(briefFormErrors(next));
    }
  };

  const handleFill = (source: Client) => {
    update(briefFromClient(source, values));
    setFilledFrom(source.id);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = briefFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onGenerate(toBrandBrief(values));
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="quick-setup-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="quick-setup-title" className="text-lg font-semibold text-slate-900">
        Quick Setup
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-slate-600">Tell us about the brand; we suggest campaigns that fit it.</p>
        {client ? (
          <Button variant="secondary" onClick={() => handleFill(client)} className="shrink-0">
            <Briefcase aria-hidden="true" className="h-4 w-4" />
            Fill from {client.name}
          </Button>
        ) : null}
      </div>
      {client && filledFrom === client.id ? (
        <p role="status" className="mt-2 text-sm text-slate-700" data-testid="filled-from-client">
          Filled from {client.name}: brand, sector, expertise, regions, assets and tone. The ideas are written for {client.name}, with their
          spokespeople and data.
        </p>
      ) : null}

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <BriefTextField
          id="brand-name"
          label="Brand Name"
          value={values.brandName}
          placeholder="e.g. Acme Pay"
          onChange={(brandName) => update({ brandName })}
          error={errors.brandName}
        />
        <div className="flex flex-col gap-1">
          <SelectField
            id="brand-sector"
            label="Industry Sector"
            value={values.sector}
            options={SECTOR_OPTIONS}
            onChange={(sector) => update({ sector: sector as BriefSector | '' })}
          />
          <FieldError id="brand-sector-error" message={errors.sector} />
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <label htmlFor="idea-count" className="text-sm font-medium text-slate-700">
            Number of Ideas
          </label>
          <output
            htmlFor="idea-count"
            className="rounded-md bg-indigo-50 px-2 py-0.5 text-sm font-semibold text-indigo-800"
            data-testid="idea-count-value"
          >
            {values.ideaCount}
          </output>
        </div>
        <input
          id="idea-count"
          type="range"
          min={BRIEF_DEFAULTS.min_ideas}
          max={BRIEF_DEFAULTS.max_ideas}
          step={1}
          value={values.ideaCount}
          onChange={(event) => update({ ideaCount: Number(event.target.value) })}
          className="w-full accent-indigo-600"
        />
        <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{BRIEF_DEFAULTS.min_ideas}</span>
          <span>{BRIEF_DEFAULTS.max_ideas}</span>
        </div>
      </div>

      <AdvancedOptions
        key={filledFrom ?? 'typed'}
        defaultOpen={filledFrom !== null}
        assets={values.assets}
        tone={values.tone}
        expertise={values.expertise}
        audience={values.audience}
        skippedCategories={values.skippedCategories}
        regions={values.regions}
        onChange={update}
      />

      <Button type="submit" disabled={generating} className="mt-5 w-full sm:w-auto">
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        {generating ? 'Generating Ideas...' : values.sector ? `Generate ${SECTOR_LABELS[values.sector]} Ideas` : 'Generate Ideas'}
      </Button>
    </form>
  );
}
