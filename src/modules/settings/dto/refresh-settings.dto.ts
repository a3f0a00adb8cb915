import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  REFRESH_INTERVAL_MESSAGE,
  REFRESH_INTERVALS,
  type RefreshInterval,
  type RefreshSettingsUpdate,
} from '../../../contracts/refresh-settings.contract.js';

/** PUT /api/settings/refresh. */
export class RefreshSettingsUpdateDto implements RefreshSettingsUpdate {
  @ApiProperty({ enum: REFRESH_INTERVALS, description: 'Minutes between automatic refreshes; 0 is off' })
  @IsIn(REFRESH_INTERVALS, { message: REFRESH_INTERVAL_MESSAGE })
  intervalMinutes!: RefreshInterval;
}
