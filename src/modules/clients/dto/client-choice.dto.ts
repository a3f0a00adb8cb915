import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { IsOmittable } from '../../../common/validation/is-omittable.decorator.js';

/** The 400 of a malformed clientId in a body or a query. */
export const CLIENT_ID_MESSAGE = 'clientId must be the id of a client (a whole number from 1).';

/** The body of a generation route (angles, pitch, campaign, website ideas): who the ideas are written for. */
export class ClientChoiceBodyDto {
  @ApiPropertyOptional({
    description: 'Write for this client (GET /api/clients); left out: for no client. 404 for a client that does not exist.',
  })
  @Min(1, { message: CLIENT_ID_MESSAGE })
  @IsInt({ message: CLIENT_ID_MESSAGE })
  @IsOmittable()
  clientId?: number;
}

/** The query of a list of generated work (angles, campaigns, saved angles): one client's. */
export class ClientChoiceQueryDto {
  @ApiPropertyOptional({ description: 'Only what was written for this client (GET /api/clients).' })
  @Min(1, { message: CLIENT_ID_MESSAGE })
  @IsInt({ message: CLIENT_ID_MESSAGE })
  @Type(() => Number)
  @IsOmittable()
  clientId?: number;
}
