import type { Topic, TopicColor } from '@contracts/trending.contract';

// Full class names so Tailwind keeps them in the build.
const COLOR_CLASSES: Record<TopicColor, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  purple: 'bg-purple-100 text-purple-800',
  pink: 'bg-pink-100 text-pink-800',
  red: 'bg-red-100 text-red-800',
  orange: 'bg-orange-100 text-orange-800',
  teal: 'bg-teal-100 text-teal-800',
  indigo: 'bg-indigo-100 text-indigo-800',
  cyan: 'bg-cyan-100 text-cyan-800',
  gray: 'bg-slate-100 text-slate-700',
};

type TopicBadgeProps = { topic: Topic | null };

export function TopicBadge({ topic }: TopicBadgeProps) {
  const color = topic?.color ?? 'gray';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${COLOR_CLASSES[color] ?? COLOR_CLASSES.gray}`}>
      {topic?.name ?? 'General'}
    </span>
  );
}
