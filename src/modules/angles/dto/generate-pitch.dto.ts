import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';
import { ClientChoiceBodyDto } from '../../clients/index.js';

const JOURNALIST_ID_MESSAGE = 'journalistId must be the id of a journalist (a whole number from 1).';

/** POST /api/angles/:id/generate-pitch: who the pitch is written for, and optionally who it goes to. */
export class GeneratePitchDto extends ClientChoiceBodyDto {
  @ApiPropertyOptional({
    description:
      'Address the pitch to this journalist (GET /api/journalists): greeted by name, opening from their real article closest to the story. ' +
      '404 for an unknown journalist, 400 for one marked do-not-contact.',
  })
  @Max(999_999_999, { message: JOURNALIST_ID_MESSAGE })
  @Min(1, { message: JOURNALIST_ID_MESSAGE })
  @IsInt({ message: JOURNALIST_ID_MESSAGE })
  @IsOmittable()
  journalistId?: number;
}
