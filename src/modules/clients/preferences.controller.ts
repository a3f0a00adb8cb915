import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserPreferences } from '../../contracts/clients.contract.js';
import { Access, CurrentUserId } from '../../common/auth/access.js';
import { UserPreferencesInputDto } from './dto/user-preferences-input.dto.js';
import { UserPreferencesService } from './user-preferences.service.js';

@ApiTags('clients')
@Access('member')
@Controller('preferences')
export class PreferencesController {
  constructor(private readonly preferences: UserPreferencesService) {}

  @Get()
  @ApiOperation({
    summary: "Your preferences: the client chosen in the header's switcher (clientId null: none chosen, or the client was deleted)",
  })
  get(@CurrentUserId() userId: number): Promise<UserPreferences> {
    return this.preferences.get(userId);
  }

  @Put()
  @ApiOperation({
    summary: 'Choose your client (clientId null: no client); remembered on the server for every screen and device',
    description:
      '200 with the stored preferences. 400 when clientId is not a positive whole number or null; 404 for a client that does not exist.',
  })
  put(@CurrentUserId() userId: number, @Body() body: UserPreferencesInputDto): Promise<UserPreferences> {
    return this.preferences.chooseClient(userId, body.clientId);
  }
}
