import type { LucideIcon } from 'lucide-react';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type UrlInputFieldProps = {
  id: string;
  label: string;
  icon: LucideIcon;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A labelled address field with its icon. Plain text with a URL keyboard: "example.com" without a
 * scheme is accepted, and the server says what is wrong with an address.
 */
export function UrlInputField({ id, label, icon: Icon, placeholder, value, onChange }: UrlInputFieldProps) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Icon aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${INPUT_CLASSES} pl-9`}
        />
      </div>
    </div>
  );
}
