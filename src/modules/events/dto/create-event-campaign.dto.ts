import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { CAMPAIGN_DRAFT_FORMATS, type CampaignDraft, type CampaignDraftFormat } from '../../../contracts/campaigns.contract.js';

// class-validator runs a property's decorators from the bottom up and the pipe stops at the first
// error, so the type check sits lowest: a missing field is reported as missing, not as too long.

/**
 * POST /api/events/{id}/create-campaign: the campaign draft of SPEC section 3. Types and sizes are
 * checked here; blanks (SPEC section 5) by `normalizeCampaignDraft`, which the service applies.
 */
export class CreateEventCampaignDto implements CampaignDraft {
  @ApiProperty({ example: 'Campaign based on Earth Day', maxLength: 300 })
  @MaxLength(300, { message: 'The campaign title may have at most 300 characters.' })
  @IsString({ message: 'Please enter a campaign title.' })
  title!: string;

  @ApiProperty({ maxLength: 5000 })
  @MaxLength(5000, { message: 'The campaign description may have at most 5000 characters.' })
  @IsString({ message: 'Please enter a campaign description.' })
  description!: string;

  @ApiProperty({ enum: CAMPAIGN_DRAFT_FORMATS, example: 'Article' })
  @IsIn(CAMPAIGN_DRAFT_FORMATS, { message: `The campaign format must be one of: ${CAMPAIGN_DRAFT_FORMATS.join(', ')}.` })
  format!: CampaignDraftFormat;

  @ApiProperty({
    type: [String],
    example: ['Newsjacking Opportunity: Earth Day'],
    description: 'Blank entries are dropped; at least one must remain.',
  })
  @MaxLength(300, { each: true, message: 'A headline may have at most 300 characters.' })
  @IsString({ each: true, message: 'Each headline must be text.' })
  @ArrayMaxSize(50, { message: 'A campaign may have at most 50 headlines.' })
  @IsArray({ message: 'Please add at least one headline.' })
  headlines!: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['The Guardian'],
    description: 'Blank entries are dropped; none left stores ["Publication placeholder"].',
  })
  @IsOmittable()
  @MaxLength(200, { each: true, message: 'A publication name may have at most 200 characters.' })
  @IsString({ each: true, message: 'Each target publication must be text.' })
  @ArrayMaxSize(50, { message: 'A campaign may have at most 50 target publications.' })
  @IsArray({ message: 'targetPublications must be a list of publication names.' })
  targetPublications: string[] = [];
}
