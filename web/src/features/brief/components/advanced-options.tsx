import { PR_CATEGORIES } from '@contracts/ideas.contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { BRIEF_REGIONS, type BriefFormValues } from '../utils/brief-form';
import { BriefTextField } from './brief-text-field';

type AdvancedOptionsProps = {
  expertise: string;
  audience: string;
  skippedCategories: number[];
  regions: string[];
  assets: string;
  tone: string;
  /** Opened at first (after the brief was filled from a client, so what was filled shows). */
  defaultOpen?: boolean;
  onChange: (changes: Partial<BriefFormValues>) => void;
};

/**
 * The collapsible block: specific expertise, target audience, available assets, tone, target regions
 * and PR categories to skip. Closed at first, unless asked open.
 */
export function AdvancedOptions({
  expertise,
  audience,
  skippedCategories,
  regions,
  assets,
  tone,
  defaultOpen = false,
  onChange,
}: AdvancedOptionsProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();

  const toggleCategory = (id: number) => {
    onChange({
      skippedCategories: skippedCategories.includes(id) ? skippedCategories.filter((entry) => entry !== id) : [...skippedCategories, id],
    });
  };

  const toggleRegion = (region: string) => {
    onChange({ regions: regions.includes(region) ? regions.filter((entry) => entry !== region) : [...regions, region] });
  };

  return (
    <div className="mt-5 rounded-lg border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="flex w-full items-center justify-between px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50"
      >
        Advanced Options
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id={panelId} className="space-y-4 border-t border-slate-200 p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <BriefTextField
              id="brief-expertise"
              label="Specific Expertise"
              value={expertise}
              placeholder="e.g. household budgeting data"
              onChange={(value) => onChange({ expertise: value })}
            />
            <BriefTextField
              id="brief-audience"
              label="Target Audience"
              value={audience}
              placeholder="e.g. first-time savers aged 25-35"
              onChange={(value) => onChange({ audience: value })}
            />
            <BriefTextField
              id="brief-assets"
              label="Available Assets"
              value={assets}
              placeholder="e.g. order data from 60,000 UK households"
              onChange={(value) => onChange({ assets: value })}
            />
            <BriefTextField
              id="brief-tone"
              label="Tone"
              value={tone}
              placeholder="e.g. authoritative but engaging"
              onChange={(value) => onChange({ tone: value })}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Target Regions</legend>
            <p className="mt-1 text-xs text-slate-500">
              Each region gets outlets and data sources of its own. None ticked means UK and US.
            </p>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {BRIEF_REGIONS.map((region) => (
                <label key={region} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={regions.includes(region)}
                    onChange={() => toggleRegion(region)}
                    className="h-4 w-4 accent-indigo-600"
                  />
                  {region}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Skip PR Categories</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {PR_CATEGORIES.map((category) => (
                <label key={category.id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={skippedCategories.includes(category.id)}
                    onChange={() => toggleCategory(category.id)}
                    className="h-4 w-4 accent-indigo-600"
                  />
                  {category.name}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
