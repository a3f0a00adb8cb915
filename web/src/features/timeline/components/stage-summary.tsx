import type { TrendingItem } from '@contracts/trending.contract';
import { Sparkline } from './sparkline';
import { StageBadge } from './stage-badge';

/** A list row's sparkline and stage badge side by side; nothing for an item the answer carries no stage for. */
export function StageSummary({ item }: { item: TrendingItem }) {
  if (!item.stage) return null;
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2">
      <Sparkline sparkline={item.sparkline ?? null} />
      <StageBadge timeline={{ stage: item.stage, windowHours: item.windowHours ?? 0, growth: item.growth ?? null }} />
    </span>
  );
}
