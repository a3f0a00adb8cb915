import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SettingsStatus } from '../../contracts/settings.contract.js';
import { SettingsService } from './settings.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('status')
  @ApiOperation({ summary: 'What is configured (AI provider and model, news, Reddit); never a secret' })
  status(): Promise<SettingsStatus> {
    return this.settings.status();
  }
}
