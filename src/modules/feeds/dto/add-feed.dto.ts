import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { type AddFeedRequest, MAX_FEED_URL_CHARS } from '../../../contracts/feeds.contract.js';

/** POST /api/feeds. Blank and unparsable addresses are refused by normalizeFeedUrl with its own words. */
export class AddFeedDto implements AddFeedRequest {
  @ApiProperty({
    example: 'https://www.example.com/blog',
    description: "A site's address (its RSS or Atom feed is found) or a feed's own address; https:// is added when no scheme is given",
  })
  // class-validator runs the lowest decorator first: a missing url says so, not that it is too long.
  @MaxLength(MAX_FEED_URL_CHARS, { message: `That URL is too long (at most ${MAX_FEED_URL_CHARS} characters).` })
  @IsString({ message: 'Please enter a website or feed URL.' })
  url!: string;
}
