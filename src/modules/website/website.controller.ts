import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ClientChoiceBodyDto } from '../clients/index.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { Generated } from '../../contracts/generation.contract.js';
import type { WebsiteAnalysis, WebsiteCampaignIdea } from '../../contracts/website.contract.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { AnalyzeWebsiteDto } from './dto/analyze-website.dto.js';
import { WebsiteService } from './website.service.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';

@ApiTags('website')
@Access('member')
@Controller('website-analysis')
export class WebsiteController {
  constructor(private readonly website: WebsiteService) {}

  @Get()
  @ApiOperation({ summary: 'Previous website analyses, newest first (at most 100)' })
  list(): Promise<WebsiteAnalysis[]> {
    return this.website.list();
  }

  @Post()
  @RateLimited()
  @ApiOperation({
    summary: 'Fetch a home page through the outbound guard, analyze it and store the analysis',
    description: '400 when the address is blank, invalid or refused by the guard (the message says why); 502 when the site fails.',
  })
  analyze(@Body() body: AnalyzeWebsiteDto): Promise<WebsiteAnalysis> {
    return this.website.analyze(body.url);
  }

  @Post(':id/generate-ideas')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Generate 1-5 campaign ideas grounded in a stored website analysis (a model is asked for 3-5; the built-in generator writes only the ideas it can stand behind), each with generatedBy (who wrote it). ' +
      'Body { clientId } (optional): written for that client (its spokespeople, own data, markets and tone; ideas naming a topic it avoids are left out); 404 for an unknown client',
  })
  generateIdeas(
    @Param('id', new ParseIdPipe('website analysis id')) id: number,
    @Body() body: ClientChoiceBodyDto,
  ): Promise<Generated<WebsiteCampaignIdea>[]> {
    return this.website.generateIdeas(id, body.clientId);
  }
}
