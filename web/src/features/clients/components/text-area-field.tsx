import { INPUT_CLASSES } from '@/components/ui/input-classes';

type TextAreaFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  placeholder?: string;
  rows?: number;
  /** Shows "n/limit" under the field (the description and boilerplate). */
  maxChars?: number;
  error?: string;
};

/** A labelled textarea with its hint, an optional character counter and what is wrong with it. */
export function TextAreaField({ id, label, value, onChange, hint, placeholder, rows = 3, maxChars, error }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = maxChars ? `${id}-counter` : undefined;
  const over = maxChars !== undefined && value.trim().length > maxChars;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={[errorId, hintId, counterId].filter(Boolean).join(' ') || undefined}
        className={`${INPUT_CLASSES} ${error || over ? 'border-red-500' : ''}`}
      />
      <div className="flex items-start justify-between gap-3">
        {hint ? (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {maxChars ? (
          <p id={counterId} className={`shrink-0 text-xs tabular-nums ${over ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
            {value.trim().length}/{maxChars}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 [overflow-wrap:anywhere]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
