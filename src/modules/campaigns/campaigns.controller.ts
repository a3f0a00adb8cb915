import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CampaignIdea } from '../../contracts/campaigns.contract.js';
import { CampaignsService } from './campaigns.service.js';

@ApiTags('campaigns')
@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @ApiOperation({ summary: 'All campaign ideas, newest first' })
  list(): Promise<CampaignIdea[]> {
    return this.campaigns.list();
  }
}
