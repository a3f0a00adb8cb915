import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { JOURNALIST_LIMITS, type MediaListMemberInput } from '../../../contracts/journalists.contract.js';

/** POST /api/media-lists/:id/members. */
export class MediaListMemberDto implements MediaListMemberInput {
  @ApiProperty()
  @Max(999_999_999, { message: 'journalistId must be a positive whole number.' })
  @Min(1, { message: 'journalistId must be a positive whole number.' })
  @IsInt({ message: 'journalistId must be a positive whole number.' })
  journalistId!: number;

  @ApiPropertyOptional({ nullable: true, maxLength: JOURNALIST_LIMITS.memberNoteChars, example: 'Covers the price cap every quarter' })
  @MaxLength(JOURNALIST_LIMITS.memberNoteChars, { message: `note: at most ${JOURNALIST_LIMITS.memberNoteChars} characters.` })
  @IsString({ message: 'note must be text.' })
  @ValidateIf((_object: unknown, value: unknown) => value !== undefined && value !== null)
  note?: string | null;
}
