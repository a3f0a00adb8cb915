import { Injectable } from '@nestjs/common';
import type { CampaignDraft, CampaignIdea } from '../../contracts/campaigns.contract.js';
import type { EventFilters } from '../../contracts/events.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { ChangeFeed } from '../../platform/database/change-feed.js';
import { type SerializedAnswer, SerializedAnswerCache } from '../../platform/database/serialized-answer-cache.js';
import { CampaignsService } from '../campaigns/index.js';
import { InvalidCampaignDraftError, normalizeCampaignDraft } from './campaign-draft.js';
import { CalendarEventRepository } from './calendar-event.repository.js';

/** Generator name of campaign ideas a person drafted from an event. */
const USER_GENERATOR = 'user';

/** The newsjacking calendar's reads and the campaign drafted from an event. */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: CalendarEventRepository,
    private readonly campaigns: CampaignsService,
    changes: ChangeFeed,
  ) {
    this.listCache = new SerializedAnswerCache(changes, 'events');
  }

  private readonly listCache: SerializedAnswerCache;

  /**
   * GET /api/events: the events matching the filters, by start date, as JSON bytes kept in memory
   * until the calendar changes on any instance.
   */
  async listJson(filters: EventFilters): Promise<SerializedAnswer> {
    return this.listCache.get(JSON.stringify(filters), () => this.events.list(filters));
  }

  /**
   * Stores a campaign idea drafted from an event (SPEC section 5 rules): 404 when the event does
   * not exist, 400 when the draft has no title, description or headline.
   */
  async createCampaign(eventId: number, draft: CampaignDraft): Promise<CampaignIdea> {
    let normalized: CampaignDraft;
    try {
      normalized = normalizeCampaignDraft(draft);
    } catch (error) {
      if (error instanceof InvalidCampaignDraftError) throw new AppException('invalid-input', error.message);
      throw error;
    }
    const event = await this.events.findById(eventId);
    if (!event) {
      throw new AppException('not-found', 'This event is no longer in the calendar. Reload the page and pick another one.');
    }
    return this.campaigns.create({ ...normalized, eventId: event.id, generator: USER_GENERATOR });
  }
}
