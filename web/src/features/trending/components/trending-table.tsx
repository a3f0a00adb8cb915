import { ITEM_SOURCE_LABELS, SENSITIVITY_LABELS, type Topic, type TrendingItem } from '@contracts/trending.contract';
import { RelativeTime } from '@/components/relative-time';
import { prScoreClasses } from '../utils/score-classes';
import { StageSummary } from '@/features/timeline/components/stage-summary';
import { TopicBadge } from './topic-badge';

type TrendingTableProps = {
  items: TrendingItem[];
  topicsById: ReadonlyMap<number, Topic>;
  /** The chosen client's name: a Fit column shows then. */
  clientName: string | null;
  focusItemId: number | null;
};

/**
 * Issue 29: the compact view, one line per story, for scanning a long list. The cards keep the detail
 * (text, counts, angles); this keeps what decides whether to look closer. On a phone the table scrolls
 * sideways rather than squeezing the title.
 */
export function TrendingTable({ items, topicsById, clientName, focusItemId }: TrendingTableProps) {
  const cellClasses = 'px-3 py-2 align-top';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="trending-table">
        <caption className="sr-only">Trending stories</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={cellClasses}>
              Story
            </th>
            <th scope="col" className={cellClasses}>
              Source
            </th>
            <th scope="col" className={cellClasses}>
              Topic
            </th>
            <th scope="col" className={`${cellClasses} text-right`}>
              PR Score
            </th>
            <th scope="col" className={cellClasses}>
              Stage
            </th>
            {clientName !== null ? (
              <th scope="col" className={`${cellClasses} text-right`}>
                Fit
              </th>
            ) : null}
            <th scope="col" className={cellClasses}>
              Posted
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr
              key={item.id}
              data-testid="trending-table-row"
              className={item.id === focusItemId ? 'bg-indigo-50' : item.excluded ? 'bg-slate-50' : undefined}
            >
              <td className={`${cellClasses} font-medium text-slate-900`}>
                {item.sourceUrl ? (
                  <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer" className="hover:text-indigo-700 hover:underline">
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
                {item.sensitivity.length > 0 ? (
                  <span className="ml-2 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    Sensitive: {item.sensitivity.map((kind) => SENSITIVITY_LABELS[kind]).join(', ')}
                  </span>
                ) : null}
              </td>
              <td className={`${cellClasses} whitespace-nowrap text-slate-700`}>
                {ITEM_SOURCE_LABELS[item.source]}
                {item.subreddit ? <span className="block text-xs text-slate-500">r/{item.subreddit}</span> : null}
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                <TopicBadge topic={item.topicId === null ? null : (topicsById.get(item.topicId) ?? null)} />
              </td>
              <td className={`${cellClasses} text-right`}>
                <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${prScoreClasses(item.prScore)}`}>{item.prScore}</span>
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                <StageSummary item={item} />
              </td>
              {clientName !== null ? <td className={`${cellClasses} text-right text-slate-700`}>{item.fit?.score ?? '–'}</td> : null}
              <td className={`${cellClasses} whitespace-nowrap text-slate-600`}>
                <RelativeTime value={item.timestamp} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
