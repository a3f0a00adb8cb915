import type { Ref } from 'react';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type SourceListPanelProps = {
  id: string;
  legend: string;
  label: string;
  hint: string;
  placeholder: string;
  value: string;
  /** What is wrong with the list, shown under the field and announced; null hides it. */
  error: string | null;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The small configuration panel of a keyless source: one comma-separated list (countries, languages
 * or instances) with a hint and its validation message.
 */
export function SourceListPanel({ id, legend, label, hint, placeholder, value, error, onChange, inputRef }: SourceListPanelProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="mt-5 min-w-0 space-y-1 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={INPUT_CLASSES}
      />
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm wrap-anywhere text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
