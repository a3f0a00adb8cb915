import { ChipList } from '@/components/chip-list';
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
      <ChipList
        label={label}
        chips={chips}
        chipNoun={chipNoun}
        isValid={isValidChip}
        onRemove={(chip) =>
          onChange(
            chips.filter((entry) => entry !== chip),
            text,
          )
        }
      />
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
