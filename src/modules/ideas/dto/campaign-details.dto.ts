import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import type { ThemeKey } from '../../../contracts/ideas.contract.js';
import type { CampaignDetailsInput } from '../../generation/index.js';
import { THEME_KEYS, THEME_MESSAGE } from './theme-headlines.dto.js';

const NOT_BLANK = /\S/;

/** POST /api/generate-campaign-details: one generated headline with its theme and category (type checks sit lowest: they run first). */
export class CampaignDetailsDto implements CampaignDetailsInput {
  @ApiProperty({ example: 'Britain’s Most Productive Remote-Work Towns Revealed' })
  @MaxLength(300, { message: 'headline has at most 300 characters' })
  @Matches(NOT_BLANK, { message: 'headline is required' })
  @IsString({ message: 'headline is required' })
  headline!: string;

  @ApiProperty({ enum: THEME_KEYS, example: 'remote-work' })
  @IsIn(THEME_KEYS, { message: THEME_MESSAGE })
  theme!: ThemeKey;

  @ApiProperty({ example: 'Cost Index / Price-Comparison Data' })
  @MaxLength(100, { message: 'category has at most 100 characters' })
  @Matches(NOT_BLANK, { message: 'category is required' })
  @IsString({ message: 'category is required' })
  category!: string;
}
