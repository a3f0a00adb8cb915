/**
 * The job every fetch sends (manual or scheduled) once its items are stored: the ids of every item it
 * saw, new, changed or unchanged. The sources module knows nobody who reacts to a fetch; a module that
 * does (watchlists) defines this queue and works it.
 */
export const FETCHED_ITEMS_QUEUE = 'fetched-items';

export type FetchedItemsJob = {
  fetchRunId: number;
  itemIds: number[];
};
