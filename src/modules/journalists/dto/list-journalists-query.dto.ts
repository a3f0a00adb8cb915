import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { JOURNALIST_LIMITS } from '../../../contracts/journalists.contract.js';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';

/** GET /api/journalists?q=&outlet=&topic=&page=. */
export class ListJournalistsQueryDto {
  @ApiPropertyOptional({ description: 'Part of a name or an outlet, any case.', maxLength: JOURNALIST_LIMITS.queryChars })
  @MaxLength(JOURNALIST_LIMITS.queryChars, { message: `q: at most ${JOURNALIST_LIMITS.queryChars} characters.` })
  @IsString({ message: 'q must be text.' })
  @IsOmittable()
  q?: string;

  @ApiPropertyOptional({ description: 'An outlet as the directory names it ("The Guardian"), any case.' })
  @MaxLength(200, { message: 'outlet: at most 200 characters.' })
  @IsString({ message: 'outlet must be text.' })
  @IsOmittable()
  outlet?: string;

  @ApiPropertyOptional({ description: 'A topic name ("Business"): journalists with at least one article on it.' })
  @MaxLength(120, { message: 'topic: at most 120 characters.' })
  @IsString({ message: 'topic must be text.' })
  @IsOmittable()
  topic?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @Max(10_000, { message: 'page must be a whole number from 1 to 10000.' })
  @Min(1, { message: 'page must be a whole number from 1 to 10000.' })
  @IsInt({ message: 'page must be a whole number from 1 to 10000.' })
  @Type(() => Number)
  @IsOmittable()
  page?: number;
}
