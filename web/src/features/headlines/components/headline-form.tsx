import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type HeadlineFormProps = {
  value: string;
  pending: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/**
 * The headline input and Analyze Headline. The button is disabled only when the input is empty, so a
 * blank (spaces only) headline still reaches validation and its "Headline required" toast.
 */
export function HeadlineForm({ value, pending, onChange, onSubmit }: HeadlineFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <label htmlFor="headline-input" className="mb-2 block text-sm font-medium text-slate-700">
        Headline
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="headline-input"
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Enter your headline..."
          className={INPUT_CLASSES}
        />
        <Button type="submit" disabled={value === '' || pending} className="shrink-0">
          {pending ? 'Analyzing...' : 'Analyze Headline'}
        </Button>
      </div>
    </form>
  );
}
