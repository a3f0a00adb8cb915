import { X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { INPUT_CLASSES } from '@/components/ui/input-classes';
import { type ChipKind, splitChipText, withChips } from '../utils/keyword-chips';

type ChipFieldProps = {
  id: string;
  label: string;
  hint: ReactNode;
  kind: ChipKind;
  chips: string[];
  /** What is typed and not yet a chip. */
  text: string;
  placeholder: string;
  /** Names one chip for its remove button: "keyword", "e-mail address". */
  chipNoun: string;
  /** What the screen found wrong, said under the field. */
  error: string | undefined;
  /** Marked wrong (by the screen or by the server's message above the buttons). */
  invalid: boolean;
  /** Chips that fail this are marked (in words too), so a wrong address is easy to find among many. */
  isValidChip?: (chip: string) => boolean;
  onChange: (chips: string[], text: string) => void;
};

/**
 * A list typed one entry at a time: an entry becomes a chip at its separator (a comma for keywords
 * and addresses, a space for URLs) and on Enter; each chip has a remove button. Leaving the field
 * keeps the text as it is (Save takes it): making it a chip then would move the buttons below under
 * a click that is on its way to one of them.
 */
export function ChipField({
  id,
  label,
  hint,
  kind,
  chips,
  text,
  placeholder,
  chipNoun,
  error,
  invalid,
  isValidChip,
  onChange,
}: ChipFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const commit = (typed: string, finish: boolean) => {
    const { entries, rest } = splitChipText(kind, typed, finish);
    onChange(entries.length > 0 ? withChips(kind, chips, entries) : chips, rest);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter finishes the entry; it never submits the dialog from here.
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(text, true);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {chips.length > 0 ? (
        <ul aria-label={`${label} added`} className="flex flex-wrap gap-1.5">
          {chips.map((chip) => {
            const chipValid = isValidChip?.(chip) ?? true;
            return (
              <li
                key={chip}
                className={`inline-flex min-w-0 max-w-full items-center gap-1 rounded-full py-0.5 pl-2.5 pr-1 text-sm ${
                  chipValid ? 'bg-indigo-50 text-indigo-900' : 'bg-red-50 text-red-800 ring-1 ring-red-300'
                }`}
              >
                <span className="min-w-0 break-all">{chip}</span>
                {chipValid ? null : <span className="sr-only">(not valid)</span>}
                <button
                  type="button"
                  onClick={() =>
                    onChange(
                      chips.filter((entry) => entry !== chip),
                      text,
                    )
                  }
                  aria-label={`Remove ${chipNoun} ${chip}`}
                  className="shrink-0 rounded-full p-0.5 text-indigo-700 hover:bg-indigo-100"
                >
                  <X aria-hidden="true" className="h-3.5 w-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        id={id}
        type="text"
        inputMode={kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text'}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(event) => commit(event.target.value, false)}
        onKeyDown={handleKeyDown}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`${INPUT_CLASSES} ${invalid ? 'border-red-500' : ''}`}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 [overflow-wrap:anywhere]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
