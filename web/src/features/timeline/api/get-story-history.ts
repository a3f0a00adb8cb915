import type { StorySnapshot } from '@contracts/timeline.contract';
import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import { TRENDING_KEY } from '@/features/trending/api/get-trending';

/** A story's snapshots, oldest first (GET /api/trending/:id/history); null holds the call back until the timeline is opened. */
export function useStoryHistory(id: number | null) {
  const { data, error, isLoading } = useSWR<StorySnapshot[], ApiError>(id === null ? null : `${TRENDING_KEY}/${id}/history`);
  return { snapshots: data, error, isLoading };
}
