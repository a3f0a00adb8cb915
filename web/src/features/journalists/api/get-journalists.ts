import type { JournalistPage } from '@contracts/journalists.contract';
import useSWR from 'swr';

export const JOURNALISTS_KEY = '/api/journalists';

export type DirectoryParams = { q: string; outlet: string; topic: string; page: number };

/** The URL of one directory page: only the filters set, so the key is the URL fetched. */
export function journalistsKey({ q, outlet, topic, page }: DirectoryParams): string {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (outlet.trim()) query.set('outlet', outlet.trim());
  if (topic) query.set('topic', topic);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${JOURNALISTS_KEY}?${text}` : JOURNALISTS_KEY;
}

/** True for every directory page's key, to reload them all after an edit. */
export function isJournalistsKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(JOURNALISTS_KEY);
}

/** One page of the journalist directory. */
export function useJournalists(params: DirectoryParams) {
  const { data, error, isLoading, mutate } = useSWR<JournalistPage>(journalistsKey(params), { keepPreviousData: true });
  return { page: data, error: error as unknown, isLoading, reload: () => void mutate() };
}
