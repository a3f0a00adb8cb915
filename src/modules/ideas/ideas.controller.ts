import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { Generated } from '../../contracts/generation.contract.js';
import type { BriefCampaignIdea, CampaignDetails, ThemeHeadlines } from '../../contracts/ideas.contract.js';
import { BriefIdeasService } from './brief-ideas.service.js';
import { CampaignDetailsService } from './campaign-details.service.js';
import { BrandBriefDto } from './dto/brand-brief.dto.js';
import { CampaignDetailsDto } from './dto/campaign-details.dto.js';
import { type CampaignIdeasRequest, CampaignIdeasRequestPipe } from './dto/campaign-ideas-request.pipe.js';
import { ThemeHeadlinesDto } from './dto/theme-headlines.dto.js';
import { ThemeHeadlinesService } from './theme-headlines.service.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';

@ApiTags('ideas')
@ApiExtraModels(ThemeHeadlinesDto, BrandBriefDto)
@Access('member')
@Controller()
export class IdeasController {
  constructor(
    private readonly briefIdeas: BriefIdeasService,
    private readonly themeHeadlines: ThemeHeadlinesService,
    private readonly campaignDetails: CampaignDetailsService,
  ) {}

  @Post('generate-campaign-ideas')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ten headlines for a theme, or campaign ideas for a brand brief',
    description:
      'One path, two shapes: {theme} answers {headlines: [10], generatedBy}; a brand brief answers an array of n_ideas (5-15, default 8) ideas, each with generatedBy. ' +
      'Ideas riding on a stored trend carry source_platform, trend_link and time_to_live_days; others carry none of them. ' +
      '400 when the body is neither shape, a brief field is invalid or every PR category is excluded.',
  })
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(ThemeHeadlinesDto) }, { $ref: getSchemaPath(BrandBriefDto) }] } })
  generateCampaignIdeas(
    @Body(CampaignIdeasRequestPipe) request: CampaignIdeasRequest,
  ): Promise<ThemeHeadlines | Generated<BriefCampaignIdea>[]> {
    return request.kind === 'theme' ? this.themeHeadlines.generate(request.body.theme) : this.briefIdeas.generate(request.body);
  }

  @Post('generate-campaign-details')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({ summary: 'An implementation plan for one generated theme headline, with generatedBy (who wrote it)' })
  generateCampaignDetails(@Body() body: CampaignDetailsDto): Promise<Generated<CampaignDetails>> {
    return this.campaignDetails.generate(body);
  }
}
