import type { ReactNode } from 'react';

type ResultCardProps = { title: string; action?: ReactNode; children: ReactNode; className?: string };

/** One result card of the analyzer: a titled section, with an optional action beside the title. */
export function ResultCard({ title, action, children, className = '' }: ResultCardProps) {
  return (
    <section aria-label={title} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
