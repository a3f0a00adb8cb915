import { STORY_STAGE_LABELS, type StoryStage, type StoryTimeline, stageBadgeText } from '@contracts/timeline.contract';
import { Popover } from '@/components/ui/popover';
import { StageRule } from './stage-rule';

/** Colour follows the stage, and the words always say it too, so colour is never the only signal. */
const STAGE_CLASSES: Readonly<Record<StoryStage, string>> = {
  new: 'border-sky-300 bg-sky-50 text-sky-900',
  rising: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  peaking: 'border-amber-300 bg-amber-50 text-amber-900',
  fading: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** "Rising, about 6 h left to join" with the growth; a press opens how the stage is worked out. */
export function StageBadge({ timeline }: { timeline: Pick<StoryTimeline, 'stage' | 'windowHours' | 'growth'> }) {
  const text = stageBadgeText(timeline);
  const growth = timeline.growth === null ? null : `${timeline.growth > 0 ? '+' : ''}${timeline.growth}% an hour`;
  return (
    <Popover
      label={`${text}${growth ? ` (${growth})` : ''}: how stages work`}
      title={`${STORY_STAGE_LABELS[timeline.stage]}: how stages work`}
      plainTrigger
      align="start"
      triggerClassName={`rounded-md border px-2 py-0.5 text-left text-xs font-semibold hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${STAGE_CLASSES[timeline.stage]}`}
      trigger={
        <span data-testid="stage-badge" data-stage={timeline.stage}>
          {text}
          {growth ? <span className="font-normal">{` (${growth})`}</span> : null}
        </span>
      }
      wide
    >
      <StageRule />
    </Popover>
  );
}
