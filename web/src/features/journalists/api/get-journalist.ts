import type { JournalistDetail } from '@contracts/journalists.contract';
import useSWR from 'swr';
import { JOURNALISTS_KEY } from './get-journalists';

export function journalistKey(id: number): string {
  return `${JOURNALISTS_KEY}/${id}`;
}

/** One journalist with their recent articles; nothing is fetched while none is chosen. */
export function useJournalist(id: number | null) {
  const { data, error, isLoading } = useSWR<JournalistDetail>(id === null ? null : journalistKey(id));
  return { journalist: data, error: error as unknown, isLoading };
}
