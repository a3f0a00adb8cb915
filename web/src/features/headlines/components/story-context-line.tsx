import { useTrendingItem } from '@/features/trending/api/get-trending-item';

type StoryContextLineProps = {
  itemId: number;
};

/** Names the trending item whose article the alternatives are written for (?itemId=…). */
export function StoryContextLine({ itemId }: StoryContextLineProps) {
  const { item, error } = useTrendingItem(itemId);
  if (error) return null;
  return (
    <p className="-mt-4 mb-6 text-sm text-slate-600" aria-live="polite">
      Rewriting for the story: <span className="font-medium text-slate-800">{item ? item.title : '…'}</span>
      {item?.publication ? ` (${item.publication})` : null}
    </p>
  );
}
