import type { EffortLevel, SpeedLevel } from '@contracts/ideas.contract';

// SPEC section 4 badge colours. The text always says the level too: colour is never the only signal.
const EFFORT_CLASSES: Record<EffortLevel, string> = {
  Low: 'bg-green-100 text-green-800',
  Medium: 'bg-yellow-100 text-yellow-800',
  High: 'bg-red-100 text-red-800',
};

const SPEED_CLASSES: Record<SpeedLevel, string> = {
  'Same-day': 'bg-red-100 text-red-800',
  '48h': 'bg-orange-100 text-orange-800',
  '1 week': 'bg-blue-100 text-blue-800',
};

// Not in the spec; the effort palette, so easy reads green and hard red.
const DIFFICULTY_CLASSES: Record<string, string> = {
  easy: 'bg-green-100 text-green-800',
  medium: 'bg-yellow-100 text-yellow-800',
  hard: 'bg-red-100 text-red-800',
};

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium';

export function EffortBadge({ level }: { level: EffortLevel }) {
  return (
    <span className={`${BADGE} ${EFFORT_CLASSES[level]}`} data-testid="effort-badge">
      {level} Effort
    </span>
  );
}

export function SpeedBadge({ speed }: { speed: SpeedLevel }) {
  return (
    <span className={`${BADGE} ${SPEED_CLASSES[speed]}`} data-testid="speed-badge">
      <span className="sr-only">Speed: </span>
      {speed}
    </span>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span className={`${BADGE} ${DIFFICULTY_CLASSES[difficulty.trim().toLowerCase()] ?? 'bg-slate-100 text-slate-700'}`}>{difficulty}</span>
  );
}
