import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import type { UserPreferences } from '../../../contracts/clients.contract.js';

const CLIENT_ID_RULE = { message: "clientId must be a client's id (a positive whole number) or null for no client." };

/** PUT /api/preferences: the whole preferences; clientId must be sent, null when no client is chosen. */
export class UserPreferencesInputDto implements UserPreferences {
  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The client chosen in the header; null: no client.' })
  @Max(999_999_999, CLIENT_ID_RULE)
  @Min(1, CLIENT_ID_RULE)
  @IsInt(CLIENT_ID_RULE)
  @ValidateIf((_object: unknown, value: unknown) => value !== null)
  clientId!: number | null;
}
