import type { Journalist } from '@contracts/journalists.contract';
import { formatLongDate, formatRelativeTime } from '@/lib/format-date';
import { BeatList } from './beat-list';
import { JournalistBadges } from './journalist-badges';

type JournalistCardProps = { journalist: Journalist; onOpen: (id: number) => void };

/** One journalist of the directory; do-not-contact ones are greyed. */
export function JournalistCard({ journalist, onOpen }: JournalistCardProps) {
  return (
    <li
      className={`rounded-lg border border-slate-200 p-4 shadow-sm ${journalist.doNotContact ? 'bg-slate-50 opacity-70' : 'bg-white'}`}
      data-testid="journalist-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => onOpen(journalist.id)}
          className="text-left text-base font-semibold text-indigo-700 hover:underline"
        >
          {journalist.name}
        </button>
        <JournalistBadges journalist={journalist} />
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        {journalist.title ? `${journalist.title}, ` : ''}
        {journalist.outlet}
      </p>
      <div className="mt-2">
        <BeatList beats={journalist.beats} />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {journalist.articleCount} {journalist.articleCount === 1 ? 'article' : 'articles'}
        {journalist.lastBylineAt ? (
          <>
            {' · last byline '}
            <time dateTime={journalist.lastBylineAt} title={formatLongDate(journalist.lastBylineAt)}>
              {formatRelativeTime(journalist.lastBylineAt)}
            </time>
          </>
        ) : null}
      </p>
    </li>
  );
}
