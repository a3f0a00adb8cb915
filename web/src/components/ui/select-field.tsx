type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  hideLabel?: boolean;
  /** Fills its container, for long option labels (the select is otherwise as wide as its longest option). */
  fullWidth?: boolean;
  disabled?: boolean;
};

/** A labelled native select: accessible and keyboard friendly on every device. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  fullWidth = false,
  disabled = false,
}: SelectFieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${fullWidth ? 'w-full min-w-0' : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        className={`rounded-md disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 ${fullWidth ? 'w-full min-w-0' : ''}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
