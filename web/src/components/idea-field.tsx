import type { ReactNode } from 'react';

type IdeaFieldProps = { label: string; children: ReactNode; wide?: boolean };

/** One labelled field of an idea card's definition list (brief ideas, website ideas). */
export function IdeaField({ label, children, wide = false }: IdeaFieldProps) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-600">{children}</dd>
    </div>
  );
}
