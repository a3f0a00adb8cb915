import { PR_SCORE_EXPLANATION } from '@contracts/trending.contract';
import { Info } from 'lucide-react';
import { Popover } from '@/components/ui/popover';

const [summary, ...parts] = PR_SCORE_EXPLANATION.split('\n');

/** "How is the PR score calculated?": the formula in plain words, next to the list's sort control. */
export function PrScoreHelp() {
  return (
    <Popover
      label="How the PR score is calculated"
      title="How the PR score is calculated"
      trigger={<Info aria-hidden="true" className="h-4 w-4" />}
      triggerClassName="border border-slate-300 bg-white"
      wide
    >
      <p className="text-sm text-slate-700">{summary}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-600">
        {parts.map((part) => (
          <li key={part}>{part.replace(/^- /, '')}</li>
        ))}
      </ul>
    </Popover>
  );
}
