import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Longer than any home page address people type; bounds what the guard and the database see. */
export const MAX_WEBSITE_URL_CHARS = 2048;

/**
 * POST /api/website-analysis. Blank and unparsable values are refused by the guarded fetcher's own
 * URL reading (SPEC section 5 messages), so this only checks the shape.
 */
export class AnalyzeWebsiteDto {
  @ApiProperty({ example: 'https://www.example.com', description: 'A home page address; https:// is added when no scheme is given' })
  // class-validator runs the lowest decorator first; a missing url must say so, not that it is too long.
  @MaxLength(MAX_WEBSITE_URL_CHARS, { message: `That website URL is too long (at most ${MAX_WEBSITE_URL_CHARS} characters).` })
  @IsString({ message: 'Please enter a website URL to analyze.' })
  url!: string;
}
