import { PR_SCORE_WEIGHTS, type PrScorePart, STORY_SOURCE_BONUS } from '@contracts/trending.contract';
import { Info } from 'lucide-react';
import { Popover } from '@/components/ui/popover';

/**
 * The four parts in a PR person's words, in the order the score adds them. The README keeps the
 * full account (PR_SCORE_EXPLANATION); this is what fits next to the sort control.
 */
const PARTS: { part: PrScorePart; name: string; what: string }[] = [
  { part: 'engagement', name: 'Engagement', what: 'Upvotes, comments and shares, against posts from the same place' },
  { part: 'velocity', name: 'Momentum', what: 'How fast it is picking up' },
  { part: 'recency', name: 'Freshness', what: 'Newer scores higher; these points halve every day' },
  { part: 'newsworthiness', name: 'News value', what: 'Numbers, names, conflict or surprise' },
];

/** "How the PR score is calculated": plain words and the weights in a small table, next to the list's sort control. */
export function PrScoreHelp() {
  return (
    <Popover
      label="How the PR score is calculated"
      title="How the PR score is calculated"
      trigger={<Info aria-hidden="true" className="h-4 w-4" />}
      triggerClassName="border border-slate-300 bg-white"
      wide
    >
      <p className="text-sm text-slate-700">
        The PR score (0-100) shows how promising a story is as a news hook right now. Four things add up:
      </p>
      <table className="mt-2 w-full text-left text-xs text-slate-700">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th scope="col" className="py-1 pr-2 font-medium">
              What counts
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {PARTS.map(({ part, name, what }) => (
            <tr key={part} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1 pr-2 font-normal">
                <span className="font-semibold text-slate-900">{name}</span>: {what}
              </th>
              <td className="whitespace-nowrap py-1 text-right">up to {PR_SCORE_WEIGHTS[part]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        A story on several sources is listed once and gains {STORY_SOURCE_BONUS.second} points for a second source,{' '}
        {STORY_SOURCE_BONUS.third} for a third, {STORY_SOURCE_BONUS.further} for each more. News articles get a middle engagement score.
        Sensitive stories (violence, death, disasters, illness, politics) score lower, so they are not taken for easy wins.
      </p>
    </Popover>
  );
}
