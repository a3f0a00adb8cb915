import { X } from 'lucide-react';
import type { ReactNode } from 'react';

type ChipListProps = {
  /** The field's label: the list is named "<label> added". */
  label: string;
  chips: readonly string[];
  /** Names one chip for its remove button: "keyword", "market". */
  chipNoun: string;
  /** A chip that fails this is marked red, and "(not valid)" is read out. Every chip is valid without it. */
  isValid?: (chip: string) => boolean;
  /** What a chip shows (default: the chip itself). */
  renderChip?: (chip: string, valid: boolean) => ReactNode;
  /** How the remove button names a chip (default: the chip itself). */
  removeName?: (chip: string) => string;
  onRemove: (chip: string) => void;
};

/**
 * The entries of a chip field (watchlist keywords and recipients, a client's markets and languages),
 * each with its remove button; nothing when there are none. One look for every chip field.
 */
export function ChipList({ label, chips, chipNoun, isValid, renderChip, removeName, onRemove }: ChipListProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={`${label} added`} className="flex flex-wrap gap-1.5">
      {chips.map((chip) => {
        const valid = isValid?.(chip) ?? true;
        return (
          <li
            key={chip}
            className={`inline-flex min-w-0 max-w-full items-center gap-1 rounded-full py-0.5 pl-2.5 pr-1 text-sm ${
              valid ? 'bg-indigo-50 text-indigo-900' : 'bg-red-50 text-red-800 ring-1 ring-red-300'
            }`}
          >
            {renderChip ? renderChip(chip, valid) : <span className="min-w-0 break-all">{chip}</span>}
            {valid ? null : <span className="sr-only">(not valid)</span>}
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={`Remove ${chipNoun} ${removeName?.(chip) ?? chip}`}
              className="shrink-0 rounded-full p-0.5 text-indigo-700 hover:bg-indigo-100"
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
