import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ClientInput } from '../../contracts/clients.contract.js';
import { Access } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { WebsiteService } from './website.service.js';

/**
 * "Create client" on a website analysis (issue 27). A route under /api/clients that lives here: the
 * draft is read from an analysis, and the website module comes after clients in MODULE_LAYERS.
 */
@ApiTags('clients')
@Access('member')
@Controller('clients')
export class ClientDraftController {
  constructor(private readonly website: WebsiteService) {}

  @Post('from-analysis/:analysisId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A client profile filled from a stored website analysis, unsaved, for the user to complete and POST to /api/clients',
    description:
      "name is the brand, website the site's origin, sector the business type, description and messages the page's; markets is the " +
      "site's market as ISO codes (empty when it is no one country: the Nordics, the EU or worldwide). Every other field is empty. " +
      'No model is asked and it is not rate-limited. 404 for an unknown analysis.',
  })
  draft(@Param('analysisId', new ParseIdPipe('website analysis id')) analysisId: number): Promise<ClientInput> {
    return this.website.clientDraft(analysisId);
  }
}
