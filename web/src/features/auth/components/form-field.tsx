import { INPUT_CLASSES } from '@/components/ui/input-classes';

type FormFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Shown under the field and tied to it (the password rule). */
  hint?: string;
  /** What is wrong with the value, under the field. */
  error?: string | null;
  readOnly?: boolean;
  required?: boolean;
  autoFocus?: boolean;
};

/** One labelled input of the sign-in, welcome and password forms. */
export function FormField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  hint,
  error = null,
  readOnly = false,
  required = false,
  autoFocus = false,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        readOnly={readOnly}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`${INPUT_CLASSES} read-only:bg-slate-50 read-only:text-slate-600`}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
