import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientChoiceBodyDto, ClientChoiceQueryDto } from '../clients/index.js';
import { Access } from '../../common/auth/access.js';
import type { CampaignIdea } from '../../contracts/campaigns.contract.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { CampaignsService } from './campaigns.service.js';

@ApiTags('campaigns')
@Access('member')
@Controller()
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get('campaigns')
  @ApiOperation({
    summary: 'All campaign ideas, newest first; with ?clientId=N only those written for that client (each carries clientId)',
  })
  list(@Query() query: ClientChoiceQueryDto): Promise<CampaignIdea[]> {
    return this.campaigns.list(query.clientId);
  }

  @Post('trending/:id/generate-campaign')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Generate and store a campaign idea for a trending item, from its newest angle's story plan, with generatedBy. " +
      "Body { clientId } (optional): written for that client, from its newest angle's plan for it, and stored with it; 404 for an unknown client",
  })
  @ApiConflictResponse({
    description: 'The story names a topic the client avoids; the message says which. Nothing is generated or stored.',
  })
  generateForTrendingItem(
    @Param('id', new ParseIdPipe('trending item id')) id: number,
    @Body() body: ClientChoiceBodyDto,
  ): Promise<CampaignIdea> {
    return this.campaigns.generateForTrendingItem(id, body.clientId);
  }
}
