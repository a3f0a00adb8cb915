import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { ITEM_SOURCES, type ItemSource } from '../../../contracts/trending.contract.js';

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
}
