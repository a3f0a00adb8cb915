import { Search } from 'lucide-react';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type SearchInputProps = {
  id: string;
  /** Read by screen readers only: the magnifier and the placeholder say it to the eye. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A search box with a magnifier inside its left edge (the trending list's and the calendar's). */
export function SearchInput({ id, label, placeholder, value, onChange, className = '' }: SearchInputProps) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT_CLASSES} w-full pl-9`}
      />
    </div>
  );
}
