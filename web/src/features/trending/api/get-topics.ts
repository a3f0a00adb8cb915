import useSWR from 'swr';
import type { Topic } from '@contracts/trending.contract';

export const TOPICS_KEY = '/api/topics';

export function useTopics() {
  const { data } = useSWR<Topic[]>(TOPICS_KEY);
  return { topics: data ?? [] };
}
