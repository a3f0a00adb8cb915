import { ChipList } from '@/components/chip-list';
import type { KeyboardEvent } from 'react';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type CodeChipsFieldProps = {
  id: string;
  label: string;
  hint: string;
  /** The codes added, as the API keeps them ("GB", "en"). */
  codes: string[];
  /** What is typed and not yet a chip. */
  text: string;
  placeholder: string;
  /** The codes offered while typing. */
  suggestions: readonly string[];
  /** A code's name in words ("United Kingdom"), null for an unknown code. */
  nameOf: (code: string) => string | null;
  /** Adds what is typed (split at commas and spaces) to the codes. */
  addTyped: (codes: readonly string[], typed: string) => string[];
  /** Names one chip for its remove button: "market", "language". */
  chipNoun: string;
  error?: string;
  onChange: (codes: string[], text: string) => void;
};

/**
 * Country or language codes typed one at a time: a code becomes a chip at a comma, a space or Enter,
 * shown with its name ("GB United Kingdom") so a wrong code is seen at once.
 */
export function CodeChipsField({
  id,
  label,
  hint,
  codes,
  text,
  placeholder,
  suggestions,
  nameOf,
  addTyped,
  chipNoun,
  error,
  onChange,
}: CodeChipsFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-suggestions`;

  const handleChange = (typed: string) => {
    // A finished code (followed by a separator) or a picked suggestion becomes a chip at once.
    const finished = /[\s,;]$/.test(typed) || suggestions.includes(typed.toUpperCase()) || suggestions.includes(typed.toLowerCase());
    if (finished) onChange(addTyped(codes, typed), '');
    else onChange(codes, typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onChange(addTyped(codes, text), '');
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <ChipList
        label={label}
        chips={codes}
        chipNoun={chipNoun}
        isValid={(code) => nameOf(code) !== null}
        renderChip={(code) => (
          <>
            <span className="font-semibold">{code}</span>
            <span>{nameOf(code) ?? '(unknown code)'}</span>
          </>
        )}
        removeName={(code) => nameOf(code) ?? code}
        onRemove={(code) =>
          onChange(
            codes.filter((entry) => entry !== code),
            text,
          )
        }
      />
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        list={listId}
        value={text}
        placeholder={placeholder}
        onChange={(event) => handleChange(event.target.value)}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`${INPUT_CLASSES} max-w-xs ${error ? 'border-red-500' : ''}`}
      />
      <datalist id={listId}>
        {suggestions
          .filter((code) => !codes.includes(code))
          .map((code) => (
            <option key={code} value={code}>
              {nameOf(code)}
            </option>
          ))}
      </datalist>
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
