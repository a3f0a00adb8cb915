import { ITEM_SOURCE_LABELS, type ItemSource } from '../../contracts/trending.contract.js';
import type { NormalizedItem } from '../trending/index.js';
import { SourceFetchError } from './connectors/source-fetch-error.js';

/**
 * What one task of a fetch gave (a source, or the feeds people follow): its items, and its warnings
 * and errors under the names of the sources they are about, as the fetch answer carries them.
 */
export type SourceOutcome = {
  items: NormalizedItem[];
  warnings: Partial<Record<ItemSource, string>>;
  errors: Partial<Record<ItemSource, string>>;
};

/** Each source's name in the fetch answer's messages. */
export const SOURCE_NAMES: Readonly<Record<ItemSource, string>> = { ...ITEM_SOURCE_LABELS, x_trending: 'X trends' };

/**
 * A source that could not be read: no items and its error in words, a SourceFetchError's own
 * sentence or, for anything else, that an unexpected error stopped it (the details are for the log).
 */
export function failedSource(source: ItemSource, error: unknown): SourceOutcome {
  const message =
    error instanceof SourceFetchError ? error.message : `${SOURCE_NAMES[source]} could not be fetched because of an unexpected error.`;
  return { items: [], warnings: {}, errors: { [source]: message } };
}
