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

  @ApiPropertyOptional({ default: 1, description: 'There is no sign-in yet: every save belongs to user 1' })
  @IsOptional()
  @IsInt(idRule)
  @Min(1, idRule)
  @Max(2_147_483_647, idRule)
  userId?: number;
}
