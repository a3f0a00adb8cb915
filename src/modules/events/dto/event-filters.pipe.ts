import { Injectable, type PipeTransform, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { EventFilters, EventRegion, EventSector } from '../../../contracts/events.contract.js';
import { AppException } from '../../../common/errors/app.exception.js';
import { LruCache } from '../../../common/memo/lru-cache.js';
import { ListEventsQuery } from './list-events.query.js';

/**
 * GET /api/events: validates the query with ListEventsQuery and answers the filters it asks for.
 * Its own validation, not the app's global one, for two promises of the calendar's API: a bad value
 * is a 400 that names its parameter in `parameter` (the first bad one, in the order the DTO lists
 * them), and a parameter the calendar does not know (a cache buster such as `_`) is ignored, not
 * refused. The controller declares the result as the EventFilters type, which the global
 * ValidationPipe leaves alone.
 */
@Injectable()
export class EventFiltersPipe implements PipeTransform<unknown, Promise<EventFilters>> {
  private readonly validation = new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => invalidParameter(errors),
  });

  /**
   * Filters of recent valid queries, by their text: the calendar asks the same few again and again,
   * and class-validator, which walks the metadata of every DTO on each call, cost more than the rest
   * of a cached answer's routing (npm run bench:load). Validation depends on the query alone.
   */
  private readonly recent = new LruCache<string, Readonly<EventFilters>>(100);

  async transform(query: unknown): Promise<EventFilters> {
    const key = JSON.stringify(query);
    const known = this.recent.get(key);
    if (known !== undefined) return known;
    const filters = Object.freeze(await this.filtersOf(query));
    this.recent.set(key, filters);
    return filters;
  }

  private async filtersOf(query: unknown): Promise<EventFilters> {
    const valid = (await this.validation.transform(query, { type: 'query', metatype: ListEventsQuery })) as ListEventsQuery;
    // `all` filters nothing, so it is left out: `?sector=all` and no sector share one cached answer.
    const sector = valid.sector?.toLowerCase();
    const region = valid.region?.toLowerCase();
    const filters: EventFilters = {};
    if (sector && sector !== 'all') filters.sector = sector as EventSector;
    if (region && region !== 'all') filters.region = region as EventRegion;
    if (valid.startDate) filters.startDate = valid.startDate;
    if (valid.endDate) filters.endDate = valid.endDate;
    if (valid.search) filters.search = valid.search;
    return filters;
  }
}

function invalidParameter([first]: ValidationError[]): AppException {
  const [message] = Object.values(first.constraints ?? {});
  return new AppException('invalid-input', message, { details: { parameter: first.property } });
}
