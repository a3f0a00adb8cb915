import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUserId } from '../../common/auth/access.js';
import type { SavedFetchConfiguration } from '../../contracts/trending.contract.js';
import { UserPreferencesService } from '../clients/index.js';
import { FetchConfigurationDto } from './dto/fetch-configuration.dto.js';

/**
 * Issue 29: the dashboard's Data Sources form is remembered per user on the server, so it opens as the
 * user left it on any device. Validated by the same rules as POST /api/fetch-content, so a saved
 * configuration is always one the fetch takes.
 */
@ApiTags('sources')
@Access('member')
@Controller('preferences/fetch-configuration')
export class FetchConfigurationPreferenceController {
  constructor(private readonly preferences: UserPreferencesService) {}

  @Get()
  @ApiOperation({
    summary: 'Your saved fetch configuration (the Data Sources form as you last fetched with it); fetchConfiguration null: never saved',
  })
  get(@CurrentUserId() userId: number): Promise<SavedFetchConfiguration> {
    return this.preferences.getFetchConfiguration(userId);
  }

  @Put()
  @ApiOperation({
    summary: 'Remember your fetch configuration on the server, for every device (the dashboard saves it with each fetch)',
    description:
      "Body: the fetch configuration, as POST /api/fetch-content takes it. 200 with { fetchConfiguration } as stored (omitted Reddit and X settings filled with their defaults). 400 with the same messages as POST /api/fetch-content for a bad configuration. With AUTH_MODE=none there is one configuration, the anonymous user's.",
  })
  put(@CurrentUserId() userId: number, @Body() configuration: FetchConfigurationDto): Promise<SavedFetchConfiguration> {
    return this.preferences.saveFetchConfiguration(userId, configuration);
  }
}
