import { type Journalist, type JournalistBeat, STALE_AFTER_DAYS } from '../../contracts/journalists.contract.js';
import type { JournalistRow } from './journalist.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A directory row as the API answers it; `stale` is judged at `nowMs`. */
export function toJournalist(row: JournalistRow, beats: JournalistBeat[], nowMs = Date.now()): Journalist {
  const last = row.lastBylineAt === null ? null : new Date(row.lastBylineAt);
  return {
    id: row.id,
    name: row.name,
    outlet: row.outlet,
    title: row.title,
    beats,
    articleCount: row.articleCount,
    lastBylineAt: last?.toISOString() ?? null,
    stale: last === null || nowMs - last.getTime() > STALE_AFTER_DAYS * DAY_MS,
    doNotContact: row.doNotContact,
    email: row.email,
    notes: row.notes,
  };
}

/** Beats rows grouped by journalist, in the order read (most written-on first). */
export function beatsByJournalist(rows: readonly { journalistId: number; topic: string; count: number }[]): Map<number, JournalistBeat[]> {
  const beats = new Map<number, JournalistBeat[]>();
  for (const row of rows) {
    const list = beats.get(row.journalistId) ?? [];
    list.push({ topic: row.topic, count: row.count });
    beats.set(row.journalistId, list);
  }
  return beats;
}
