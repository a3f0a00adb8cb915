import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';

/** GET /api/alerts?watchlistId=. */
export class ListAlertsQueryDto {
  @ApiPropertyOptional({ description: 'One of your watchlists; left out: all of yours.' })
  @Max(999_999_999, { message: 'watchlistId must be a positive whole number.' })
  @Min(1, { message: 'watchlistId must be a positive whole number.' })
  @IsInt({ message: 'watchlistId must be a positive whole number.' })
  @Type(() => Number)
  @IsOmittable()
  watchlistId?: number;
}
