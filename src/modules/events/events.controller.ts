import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendSerializedAnswer } from '../../common/http/send-serialized-answer.js';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { CampaignIdea } from '../../contracts/campaigns.contract.js';
import type { EventFilters } from '../../contracts/events.contract.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { CreateEventCampaignDto } from './dto/create-event-campaign.dto.js';
import { EventFiltersPipe } from './dto/event-filters.pipe.js';
import { REGION_CHOICES, SECTOR_CHOICES } from './dto/list-events.query.js';
import { EventsService } from './events.service.js';

@ApiTags('events')
@Access('member')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({ summary: 'Calendar events by start date; an event overlapping the date window counts' })
  @ApiQuery({ name: 'sector', required: false, enum: SECTOR_CHOICES })
  @ApiQuery({ name: 'region', required: false, enum: REGION_CHOICES })
  @ApiQuery({ name: 'startDate', required: false, description: 'YYYY-MM-DD, inclusive' })
  @ApiQuery({ name: 'endDate', required: false, description: 'YYYY-MM-DD, inclusive' })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the title or description' })
  @ApiOkResponse({ description: 'A list of CalendarEvent' })
  async list(@Query(EventFiltersPipe) filters: EventFilters, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendSerializedAnswer(request, response, await this.events.listJson(filters));
  }

  @Post(':id/create-campaign')
  @ApiOperation({ summary: 'Store a campaign idea drafted from an event; it then shows in GET /api/campaigns' })
  createCampaign(@Param('id', new ParseIdPipe('event id')) id: number, @Body() draft: CreateEventCampaignDto): Promise<CampaignIdea> {
    return this.events.createCampaign(id, draft);
  }
}
