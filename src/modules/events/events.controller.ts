import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendSerializedAnswer } from '../../common/http/send-serialized-answer.js';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CampaignIdea } from '../../contracts/campaigns.contract.js';
import { EVENT_REGIONS, EVENT_SECTORS } from '../../contracts/events.contract.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { CreateEventCampaignDto } from './dto/create-event-campaign.dto.js';
import { EventsService } from './events.service.js';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @ApiOperation({ summary: 'Calendar events by start date; an event overlapping the date window counts' })
  @ApiQuery({ name: 'sector', required: false, enum: ['all', ...EVENT_SECTORS] })
  @ApiQuery({ name: 'region', required: false, enum: ['all', ...EVENT_REGIONS] })
  @ApiQuery({ name: 'startDate', required: false, description: 'YYYY-MM-DD, inclusive' })
  @ApiQuery({ name: 'endDate', required: false, description: 'YYYY-MM-DD, inclusive' })
  @ApiQuery({ name: 'search', required: false, description: 'Case-insensitive text in the title or description' })
  @ApiOkResponse({ description: 'A list of CalendarEvent' })
  async list(@Query() query: Record<string, unknown>, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendSerializedAnswer(request, response, await this.events.listJson(query));
  }

  @Post(':id/create-campaign')
  @ApiOperation({ summary: 'Store a campaign idea drafted from an event; it then shows in GET /api/campaigns' })
  createCampaign(@Param('id', new ParseIdPipe('event id')) id: number, @Body() draft: CreateEventCampaignDto): Promise<CampaignIdea> {
    return this.events.createCampaign(id, draft);
  }
}
