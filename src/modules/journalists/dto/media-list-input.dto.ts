import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { JOURNALIST_LIMITS, type MediaListInput } from '../../../contracts/journalists.contract.js';

const L = JOURNALIST_LIMITS;

/** POST /api/media-lists and PUT /api/media-lists/:id. */
export class MediaListInputDto implements MediaListInput {
  @ApiProperty({ maxLength: L.listNameChars, example: 'Energy reporters, UK' })
  @MaxLength(L.listNameChars, { message: `name: at most ${L.listNameChars} characters.` })
  @MinLength(1, { message: 'name: please give the list a name.' })
  @IsString({ message: 'name: please give the list a name.' })
  name!: string;

  @ApiPropertyOptional({ nullable: true, description: 'The client the list is for; left out or null: none.' })
  @Max(999_999_999, { message: 'clientId must be a positive whole number or null.' })
  @Min(1, { message: 'clientId must be a positive whole number or null.' })
  @IsInt({ message: 'clientId must be a positive whole number or null.' })
  @ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null)
  clientId?: number | null;
}
