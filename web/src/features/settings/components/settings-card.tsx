import type { LucideIcon } from 'lucide-react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

type SettingsCardProps = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Shows the "Set by the server's environment" note: the card's values are read-only. */
  fromEnvironment?: boolean;
  /** A member sees the card read-only (issue 17): only an admin may change it. Said instead of the environment note. */
  adminOnly?: boolean;
  /** Spans both columns of the screen's grid on wide screens. */
  wide?: boolean;
  children: ReactNode;
};

/** One section of the Settings screen, in the app's card style. */
export function SettingsCard({
  id,
  title,
  description,
  icon: Icon,
  fromEnvironment = false,
  adminOnly = false,
  wide = false,
  children,
}: SettingsCardProps) {
  const titleId = `${id}-title`;
  const lockedNote = adminOnly
    ? 'Only an admin can change this.'
    : fromEnvironment
      ? "Set by the server's environment. Change these values there and restart to replace them."
      : null;
  return (
    <section
      aria-labelledby={titleId}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${wide ? 'xl:col-span-2' : ''}`}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-indigo-600" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      </div>
      {lockedNote ? (
        <p className="mt-4 flex items-start gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{lockedNote}</span>
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
