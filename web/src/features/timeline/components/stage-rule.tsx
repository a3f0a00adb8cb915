import { STORY_STAGE_EXPLANATION } from '@contracts/timeline.contract';

/** The stage rule in words (STORY_STAGE_EXPLANATION, the one the README quotes): its first paragraph, then one line per point. */
export function StageRule() {
  const [intro, ...points] = STORY_STAGE_EXPLANATION.split('\n');
  const closing = points.at(-1)?.startsWith('- ') ? null : points.pop();
  return (
    <div className="space-y-2 text-sm text-slate-700" data-testid="stage-rule">
      <p>{intro}</p>
      <ul className="list-disc space-y-1 pl-5">
        {points.map((point) => (
          <li key={point}>{point.replace(/^- /, '')}</li>
        ))}
      </ul>
      {closing ? <p className="text-xs text-slate-600">{closing}</p> : null}
    </div>
  );
}
