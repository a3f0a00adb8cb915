import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** GET /api/media-lists/:id/export?format=csv: CSV is the one format (what mail-merge tools read). */
export class ExportMediaListQueryDto {
  @ApiProperty({ enum: ['csv'] })
  @IsIn(['csv'], { message: 'format must be csv.' })
  format!: 'csv';
}
