import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { THEMES, type ThemeKey } from '../../../contracts/ideas.contract.js';

export const THEME_KEYS = THEMES.map((theme) => theme.key);
export const THEME_MESSAGE = `theme must be one of: ${THEME_KEYS.join(', ')}`;

/** The theme body of POST /api/generate-campaign-ideas: ten headlines for one of the 10 themes. */
export class ThemeHeadlinesDto {
  @ApiProperty({ enum: THEME_KEYS, example: 'remote-work' })
  @IsIn(THEME_KEYS, { message: THEME_MESSAGE })
  theme!: ThemeKey;
}
