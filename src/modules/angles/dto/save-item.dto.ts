import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const idRule = { message: '$property must be a positive whole number' };

/** POST /api/saved-items. Missing ids get the spec's messages from the service. */
export class SaveItemDto {
  @ApiProperty()
  @IsOptional()
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(2_147_483_647, idRule)
  trendingItemId?: number;

  @ApiProperty()
  @IsOptional()
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(2_147_483_647, idRule)
  prAngleId?: number;

  @ApiPropertyOptional({
    description:
      'Accepted for the spec’s clients and ignored: a save belongs to the signed-in user (user 1, the first account, with AUTH_MODE=none)',
  })
  @IsOptional()
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(2_147_483_647, idRule)
  userId?: number;
}
