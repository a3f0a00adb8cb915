import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { ITEM_SOURCES, type ItemSource, TRENDING_SORTS, type TrendingSort } from '../../../contracts/trending.contract.js';

export class ListTrendingQuery {
  @ApiPropertyOptional({ description: 'Only items of this topic' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'topicId must be a whole number' })
  @Min(1, { message: 'topicId must be a whole number' })
  topicId?: number;

  @ApiPropertyOptional({ enum: ITEM_SOURCES })
  @IsOptional()
  @IsIn(ITEM_SOURCES, { message: `source must be one of: ${ITEM_SOURCES.join(', ')}` })
  source?: ItemSource;

  @ApiPropertyOptional({
    description:
      'Accepted for compatibility with the spec; the answer is the same (lists are served from memory and dropped on every write)',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'force must be true or false' })
  force?: string;

  @ApiPropertyOptional({
    description:
      'A client (its id): every item gets its fit for that client (fit: score 0-100 and reasons), and items matching a topic the ' +
      'client avoids are left out (see includeExcluded). 404 when no client has this id.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'clientId must be a whole number' })
  @Min(1, { message: 'clientId must be a whole number' })
  clientId?: number;

  @ApiPropertyOptional({
    enum: TRENDING_SORTS,
    description:
      'The order: prScore (best PR score first, the default), newest, engagement (items without public counts last) or fit ' +
      '(best fit first; needs clientId). Ties keep the PR score order.',
  })
  @IsOptional()
  @IsIn(TRENDING_SORTS, { message: `sortBy must be one of: ${TRENDING_SORTS.join(', ')}` })
  sortBy?: TrendingSort;

  @ApiPropertyOptional({
    description: 'With clientId: true lists the items matching a topic the client avoids too, marked excluded: true with fit 0',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeExcluded must be true or false' })
  includeExcluded?: string;
}
