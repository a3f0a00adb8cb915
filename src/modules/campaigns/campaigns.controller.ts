import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'All campaign ideas, newest first' })
  list(): Promise<CampaignIdea[]> {
    return this.campaigns.list();
  }

  @Post('trending/:id/generate-campaign')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({ summary: "Generate and store a campaign idea for a trending item, from its newest angle's story plan, with generatedBy" })
  generateForTrendingItem(@Param('id', new ParseIdPipe('trending item id')) id: number): Promise<CampaignIdea> {
    return this.campaigns.generateForTrendingItem(id);
  }
}
