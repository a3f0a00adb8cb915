import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { UpdateFeedRequest } from '../../../contracts/feeds.contract.js';

/** PATCH /api/feeds/:id: pause (true) or resume (false) a feed. */
export class UpdateFeedDto implements UpdateFeedRequest {
  @ApiProperty({ description: 'true: the feed is no longer read; false: it is read again with Top Media' })
  @IsBoolean({ message: 'paused must be true or false.' })
  paused!: boolean;
}
