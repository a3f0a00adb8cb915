import { CLIENT_LIMITS } from '@contracts/clients.contract';
import { Plus, Trash2 } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { type ClientFieldErrors, emptySpokesperson, fieldId, type SpokespersonForm } from '../utils/client-form';
import { TextAreaField } from './text-area-field';

type SpokespeopleFieldProps = {
  spokespeople: SpokespersonForm[];
  errors: ClientFieldErrors;
  onChange: (spokespeople: SpokespersonForm[]) => void;
};

/**
 * The people a journalist may quote: one row each, added and removed. Their expertise is what the fit
 * and the generators match a story against, so it is asked for as keywords.
 */
export function SpokespeopleField({ spokespeople, errors, onChange }: SpokespeopleFieldProps) {
  const update = (key: number, patch: Partial<SpokespersonForm>) =>
    onChange(spokespeople.map((person) => (person.key === key ? { ...person, ...patch } : person)));
  const full = spokespeople.length >= CLIENT_LIMITS.spokespeople;

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">Spokespeople</legend>
      <p className="text-xs text-slate-600">
        Who a journalist may quote. Ideas and pitches name the one whose expertise fits the story best (up to {CLIENT_LIMITS.spokespeople}).
      </p>
      {errors.spokespeople ? (
        <p id={`${fieldId('spokespeople')}-error`} className="mt-1 text-sm text-red-700 [overflow-wrap:anywhere]">
          {errors.spokespeople}
        </p>
      ) : null}
      <ol className="mt-3 space-y-3">
        {spokespeople.map((person, index) => {
          const path = (field: string) => `spokespeople.${index}.${field}`;
          const label = person.name.trim() || `Spokesperson ${index + 1}`;
          return (
            <li key={person.key} className="rounded-md border border-slate-200 bg-slate-50/60 p-3" data-testid="spokesperson-row">
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-800">Spokesperson {index + 1}</p>
                <Button
                  variant="ghost"
                  onClick={() => onChange(spokespeople.filter((entry) => entry.key !== person.key))}
                  ariaLabel={`Remove ${label}`}
                  className="px-2 py-1"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove
                </Button>
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                <FormField
                  id={fieldId(path('name'))}
                  label="Name"
                  value={person.name}
                  onChange={(name) => update(person.key, { name })}
                  placeholder="Jane Doe"
                  autoComplete="off"
                  error={errors[path('name')]}
                />
                <FormField
                  id={fieldId(path('title'))}
                  label="Title"
                  value={person.title}
                  onChange={(title) => update(person.key, { title })}
                  placeholder="Head of Research"
                  autoComplete="off"
                  error={errors[path('title')]}
                />
                <FormField
                  id={fieldId(path('expertise'))}
                  label="Expertise"
                  value={person.expertise}
                  onChange={(expertise) => update(person.key, { expertise })}
                  placeholder="energy prices, household budgets"
                  hint="Keywords, separated by commas."
                  autoComplete="off"
                  error={errors[path('expertise')]}
                  className="sm:col-span-2"
                />
                <div className="sm:col-span-2">
                  <TextAreaField
                    id={fieldId(path('bio'))}
                    label="Bio"
                    value={person.bio}
                    onChange={(bio) => update(person.key, { bio })}
                    placeholder="A line or two a journalist may quote from."
                    rows={2}
                    maxChars={CLIENT_LIMITS.bioChars}
                    error={errors[path('bio')]}
                  />
                </div>
                <FormField
                  id={fieldId(path('email'))}
                  label="E-mail (optional)"
                  type="email"
                  inputMode="email"
                  value={person.email}
                  onChange={(email) => update(person.key, { email })}
                  placeholder="jane@example.com"
                  autoComplete="off"
                  error={errors[path('email')]}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...spokespeople, emptySpokesperson()])} disabled={full} className="mt-3">
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add spokesperson
      </Button>
    </fieldset>
  );
}
