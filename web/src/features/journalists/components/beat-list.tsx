import type { JournalistBeat } from '@contracts/journalists.contract';

type BeatListProps = { beats: readonly JournalistBeat[]; limit?: number };

/** A journalist's beats: the topics of their articles with how many, most written-on first. */
export function BeatList({ beats, limit = 3 }: BeatListProps) {
  if (beats.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Beats">
      {beats.slice(0, limit).map((beat) => (
        <li key={beat.topic} className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs text-slate-700">
          {beat.topic} ({beat.count})
        </li>
      ))}
    </ul>
  );
}
