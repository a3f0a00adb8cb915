import { ITEM_SOURCE_LABELS, type Topic, type TrendingItem } from '@contracts/trending.contract';
import { ArrowBigUp, BellRing, EyeOff, MessageSquare, Repeat2 } from 'lucide-react';
import { SOURCE_ICONS } from '../utils/source-icons';
import { type ReactNode, useEffect, useRef } from 'react';
import { SharePopover } from '@/components/share-popover';
import { RelativeTime } from '@/components/relative-time';
import { formatCompactNumber } from '@contracts/number-format.contract';
import { alsoTrendingBadges } from '../utils/also-trending-on';
import { prScoreClasses } from '../utils/score-classes';
import { StageSummary } from '@/features/timeline/components/stage-summary';
import { StoryTimelinePanel } from '@/features/timeline/components/story-timeline-panel';
import { FitBadge } from './fit-badge';
import { TopicBadge } from './topic-badge';

type TrendingRowProps = {
  item: TrendingItem;
  topic: Topic | null;
  angles?: ReactNode;
  /** The row a link opened (`/?item=<id>`): marked, and scrolled into view when it appears. */
  highlighted?: boolean;
  /** The chosen client's name: the row shows the item's fit for it (issue 27). */
  clientName?: string | null;
};

function SourceIcon({ source }: { source: TrendingItem['source'] }) {
  const { icon: Icon, colour } = SOURCE_ICONS[source];
  // "News" is what the spec's rows have always said for Top Media.
  return <Icon aria-label={source === 'news' ? 'News' : ITEM_SOURCE_LABELS[source]} className={`h-5 w-5 ${colour}`} />;
}

/** "Also trending on: Reddit Top Media": one small badge per other source of the story, linked to its item. */
function AlsoTrendingOn({ item }: { item: TrendingItem }) {
  const badges = alsoTrendingBadges(item);
  if (badges.length === 0) return null;
  const badgeClasses = 'rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 font-medium text-slate-700';
  return (
    <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600" data-testid="also-trending-on">
      <span>Also trending on:</span>
      {badges.map((badge) =>
        badge.url ? (
          <a
            key={badge.source}
            href={badge.url}
            target="_blank"
            rel="noopener noreferrer"
            title={badge.titles.join('\n')}
            aria-label={`${badge.label}: ${badge.titles[0]}`}
            className={`${badgeClasses} hover:border-indigo-400 hover:text-indigo-700`}
          >
            {badge.label}
          </a>
        ) : (
          <span key={badge.source} title={badge.titles.join('\n')} className={badgeClasses}>
            {badge.label}
          </span>
        ),
      )}
    </p>
  );
}

/** One trending item as SPEC dashboard item 3 lists it, with the other sources of its story. */
export function TrendingRow({ item, topic, angles, highlighted = false, clientName = null }: TrendingRowProps) {
  const rowRef = useRef<HTMLElement>(null);
  // Not a fetch: brings the row a link opened into view once it is on the page.
  useEffect(() => {
    if (highlighted) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      rowRef.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  }, [highlighted]);
  const where = item.subreddit ? `r/${item.subreddit}` : item.publication;
  const sourceCount = new Set([item.source, ...(item.alsoTrendingOn ?? []).map((member) => member.source)]).size;
  // SPEC links forum titles to their post; news titles link to their article and X trends to the
  // trend on X the same way, since a PR person checks the story before pitching it.
  const title = item.sourceUrl ? (
    <a href={item.sourceUrl} target="_blank" rel="noopener noreferrer" className="hover:text-indigo-700 hover:underline">
      {item.title}
    </a>
  ) : (
    item.title
  );
  return (
    <article
      ref={rowRef}
      className={`scroll-mt-20 rounded-lg border p-4 shadow-sm md:scroll-mt-6 ${highlighted ? 'border-indigo-400 ring-2 ring-indigo-300' : 'border-slate-200'} ${item.excluded ? 'bg-slate-50' : 'bg-white'}`}
      data-testid="trending-row"
      data-highlighted={highlighted ? 'true' : undefined}
      data-excluded={item.excluded ? 'true' : undefined}
    >
      {item.excluded && clientName ? (
        <p
          className="mb-2 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900"
          data-testid="avoided-mark"
        >
          <EyeOff aria-hidden="true" className="h-3.5 w-3.5" />
          Avoided: a topic {clientName} avoids
        </p>
      ) : null}
      {highlighted ? (
        <p className="mb-2 inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900">
          <BellRing aria-hidden="true" className="h-3.5 w-3.5" />
          The story you opened
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <SourceIcon source={item.source} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <TopicBadge topic={topic} />
            {where ? <span className="font-medium">{where}</span> : null}
            <RelativeTime value={item.timestamp} />
          </div>
          <h3 className="mt-1 text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.content?.trim() ? item.content : 'No content available'}</p>
          <AlsoTrendingOn item={item} />
          <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-slate-600">
            {item.upvotes !== null ? (
              <span className="flex items-center gap-1" title="Upvotes">
                <ArrowBigUp aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Upvotes:</span> {formatCompactNumber(item.upvotes)}
              </span>
            ) : null}
            {item.comments !== null ? (
              <span className="flex items-center gap-1" title="Comments">
                <MessageSquare aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Comments:</span> {formatCompactNumber(item.comments)}
              </span>
            ) : null}
            {item.shares !== null ? (
              <span className="flex items-center gap-1" title="Shares">
                <Repeat2 aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">Shares:</span> {formatCompactNumber(item.shares)}
              </span>
            ) : null}
            <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${prScoreClasses(item.prScore)}`} data-testid="pr-score">
              PR Score: {item.prScore}/100
            </span>
            <StageSummary item={item} />
            {item.fit && clientName ? <FitBadge fit={item.fit} clientName={clientName} excluded={item.excluded === true} /> : null}
            {item.groupScoreBoost ? (
              <span className="text-xs text-slate-500" data-testid="group-score-boost">
                incl. +{item.groupScoreBoost} for {sourceCount} sources
              </span>
            ) : null}
            <span className="ml-auto">
              <SharePopover text={item.title} url={item.sourceUrl} />
            </span>
          </div>
        </div>
      </div>
      <StoryTimelinePanel item={item} />
      {angles}
    </article>
  );
}
