import type { ContentSource } from '@contracts/trending.contract';
import type { LucideIcon } from 'lucide-react';

type SourceOptionProps = {
  value: ContentSource;
  label: string;
  description: string;
  icon: LucideIcon;
  checked: boolean;
  onToggle: (value: ContentSource) => void;
};

/** One checkable source of the Data Sources card, with the Active badge while it is checked (SPEC dashboard item 2). */
export function SourceOption({ value, label, description, icon: Icon, checked, onToggle }: SourceOptionProps) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${checked ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200'}`}
    >
      <input
        type="checkbox"
        value={value}
        checked={checked}
        onChange={() => onToggle(value)}
        className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
          {label}
          {checked ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Active</span> : null}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{description}</span>
      </span>
    </label>
  );
}
