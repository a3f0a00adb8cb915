import { ITEM_SOURCE_LABELS } from '@contracts/trending.contract';
import type { WatchlistMatch } from '@contracts/watchlists.contract';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RelativeTime } from '@/components/relative-time';
import { prScoreClasses } from '@/features/trending/utils/score-classes';
import { itemPath } from '@/features/trending/utils/item-param';
import { highlightKeywords } from '../utils/highlight-keywords';

type LatestMatchesProps = { matches: WatchlistMatch[] };

/** A watchlist's latest matches, newest first: each opens its story on the dashboard. */
export function LatestMatches({ matches }: LatestMatchesProps) {
  if (matches.length === 0) {
    return <p className="text-sm text-slate-600">No matches yet. Stories that match arrive with the next fetch on Trending Topics.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="latest-matches">
      {matches.map((match) => (
        <li key={match.trendingItemId} className="min-w-0 py-2 first:pt-0 last:pb-0" data-testid="watchlist-match">
          <p className="min-w-0 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
            <Link to={itemPath(match.trendingItemId)} className="hover:text-indigo-700 hover:underline">
              {highlightKeywords(match.title, match.matchedKeywords).map((segment, index) =>
                segment.match ? (
                  <mark key={index} className="rounded-sm bg-yellow-100 px-0.5 text-inherit">
                    {segment.text}
                  </mark>
                ) : (
                  segment.text
                ),
              )}
            </Link>
            {match.url ? (
              <a
                href={match.url}
                target="_blank"
                rel="noopener noreferrer"
                className="ml-1 inline-flex align-middle text-slate-500 hover:text-indigo-700"
                aria-label={`Open "${match.title}" at its source (new tab)`}
                title="Open at its source"
              >
                <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              </a>
            ) : null}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span>{ITEM_SOURCE_LABELS[match.source]}</span>
            <span className={`rounded-md px-1.5 py-0.5 font-semibold ${prScoreClasses(match.prScore)}`}>PR Score: {match.prScore}/100</span>
            <span>
              Matched <span className="sr-only">keywords</span>
              {match.matchedKeywords.map((keyword) => (
                <span key={keyword} className="ml-1 rounded bg-yellow-100 px-1 font-medium text-slate-800">
                  {keyword}
                </span>
              ))}
            </span>
            <RelativeTime value={match.matchedAt} />
          </p>
        </li>
      ))}
    </ul>
  );
}
