import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignIdea as CampaignIdeaContract } from '../../contracts/campaigns.contract.js';
import { CalendarEvent } from '../events/calendar-event.entity.js';
import { TrendingItem } from '../trending/trending-item.entity.js';
import { CampaignIdea } from './campaign-idea.entity.js';
import { toCampaignIdeaContract } from './campaign-idea.mapper.js';

export type NewCampaignIdea = {
  title: string;
  description: string;
  format: string;
  headlines: string[];
  targetPublications: string[];
  /** Which generator wrote it ("builtin", "openai:<model>") or "user" for a drafted one. */
  generator: string;
  trendingItemId?: number;
  eventId?: number;
};

/** Campaign ideas from every origin (a trending item, a calendar event); listed newest first. */
@Injectable()
export class CampaignsService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first. */
  async list(): Promise<CampaignIdeaContract[]> {
    const ideas = await this.em.fork().find(CampaignIdea, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
    return ideas.map(toCampaignIdeaContract);
  }

  /** Stores one idea; the linked item or event must exist (the caller checked it). */
  async create(fields: NewCampaignIdea): Promise<CampaignIdeaContract> {
    const em = this.em.fork();
    const idea = new CampaignIdea(fields);
    if (fields.trendingItemId !== undefined) {
      idea.trendingItem = em.getReference(TrendingItem, fields.trendingItemId);
    }
    if (fields.eventId !== undefined) {
      idea.event = em.getReference(CalendarEvent, fields.eventId);
    }
    await em.persist(idea).flush();
    return toCampaignIdeaContract(idea);
  }
}
