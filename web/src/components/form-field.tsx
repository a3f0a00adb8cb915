import type { HTMLAttributes } from 'react';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type FormFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'number';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The bounds and step of a number field. */
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  autoComplete?: string;
  /** Shown under the field and tied to it (the password rule). */
  hint?: string;
  /** What is wrong with the value, under the field. */
  error?: string | null;
  /** Marks the field wrong when what is wrong is said elsewhere (the server's message above a form's buttons); defaults to having an error. */
  invalid?: boolean;
  readOnly?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  /** Classes for the field as a whole (its place in a grid). */
  className?: string;
  /** Classes for the input (a narrower width). */
  inputClassName?: string;
};

/** One labelled input with its hint and what is wrong with it, both tied to it for screen readers. */
export function FormField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
  min,
  max,
  step,
  placeholder,
  autoComplete,
  hint,
  error = null,
  invalid = Boolean(error),
  readOnly = false,
  required = false,
  autoFocus = false,
  className,
  inputClassName,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={invalid ? true : undefined}
        // What is wrong first, then the hint, as the chip fields say it.
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={[INPUT_CLASSES, 'read-only:bg-slate-50 read-only:text-slate-600', invalid ? 'border-red-500' : null, inputClassName]
          .filter(Boolean)
          .join(' ')}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 [overflow-wrap:anywhere]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
