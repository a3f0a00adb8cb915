import type { ClientFit } from '@contracts/clients.contract';
import { Popover } from '@/components/ui/popover';

type FitBadgeProps = {
  fit: ClientFit;
  clientName: string;
  /** The item matches a topic the client avoids. */
  excluded: boolean;
};

/** Green from 60, amber from 30, grey below; the number says it too, so colour is never the only signal. */
function fitClasses(score: number, excluded: boolean): string {
  if (excluded) return 'border-red-300 bg-red-50 text-red-800';
  if (score >= 60) return 'border-emerald-300 bg-emerald-50 text-emerald-800';
  if (score >= 30) return 'border-amber-300 bg-amber-50 text-amber-900';
  return 'border-slate-300 bg-slate-50 text-slate-700';
}

/**
 * "Fit 72": how well the story fits the chosen client. Hovering shows the reasons; a click or a tap
 * opens them in a panel (a button, so keyboards and screen readers reach them too).
 */
export function FitBadge({ fit, clientName, excluded }: FitBadgeProps) {
  const reasons = fit.reasons.length > 0 ? fit.reasons : ['Nothing in the story matches the profile.'];
  return (
    <Popover
      label={`Fit ${fit.score} for ${clientName}: show why`}
      title={`Why it fits ${clientName}: ${fit.score}/100`}
      hoverText={reasons.join('\n')}
      plainTrigger
      align="start"
      triggerClassName={`rounded-md border px-2 py-0.5 text-xs font-semibold hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${fitClasses(fit.score, excluded)}`}
      trigger={<span data-testid="fit-badge">Fit {fit.score}</span>}
      wide
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700" data-testid="fit-reasons">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </Popover>
  );
}
