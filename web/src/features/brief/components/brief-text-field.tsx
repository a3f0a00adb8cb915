import { INPUT_CLASSES } from '@/components/ui/input-classes';
type BriefTextFieldProps = {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** A validation message shown under the input and announced. */
  error?: string;
};

/** A labelled text input of the brief form, with its validation message. */
export function BriefTextField({ id, label, value, placeholder, onChange, error }: BriefTextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={INPUT_CLASSES}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type FieldErrorProps = { id: string; message: string | undefined };

/** A field's validation message (SPEC section 5 wording), read out when it appears. */
export function FieldError({ id, message }: FieldErrorProps) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
