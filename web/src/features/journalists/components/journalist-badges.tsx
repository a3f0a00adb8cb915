import type { Journalist } from '@contracts/journalists.contract';
import { Ban, Clock } from 'lucide-react';

type JournalistBadgesProps = { journalist: Journalist };

/** Do not contact and Stale, in words beside their icon (colour is never the only signal). */
export function JournalistBadges({ journalist }: JournalistBadgesProps) {
  return (
    <>
      {journalist.doNotContact ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700"
          data-testid="do-not-contact"
        >
          <Ban aria-hidden="true" className="h-3.5 w-3.5" />
          Do not contact
        </span>
      ) : null}
      {journalist.stale ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
          title="No byline in 90 days: they may have changed beat or outlet."
        >
          <Clock aria-hidden="true" className="h-3.5 w-3.5" />
          Stale
        </span>
      ) : null}
    </>
  );
}
