import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ClientChoiceBodyDto, ClientChoiceQueryDto } from '../clients/index.js';
import { GeneratePitchDto } from './dto/generate-pitch.dto.js';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { PitchEmail, PrAngle } from '../../contracts/campaigns.contract.js';
import { CurrentUserId } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { AnglesService } from './angles.service.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';

/** The 409 of every route that writes for a client. */
const CONFLICT_TEXT = 'The story names a topic the client avoids; the message says which. Nothing is generated or stored.';

@ApiTags('angles')
@Access('member')
@Controller()
export class AnglesController {
  constructor(private readonly angles: AnglesService) {}

  @Post('trending/:id/generate-angles')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Generate PR angles (a model is asked for 3-5; the built-in generator writes 1-3) for a trending item and store them (with the story plan their pitch and campaign follow); each answers generatedBy. ' +
      'Body { clientId } (optional): written for that client (its spokespeople, own data, markets and tone) and stored with it; 404 for an unknown client',
  })
  @ApiConflictResponse({ description: CONFLICT_TEXT })
  generateAngles(@Param('id', new ParseIdPipe('trending item id')) id: number, @Body() body: ClientChoiceBodyDto): Promise<PrAngle[]> {
    return this.angles.generateAngles(id, body.clientId);
  }

  @Get('trending/:id/angles')
  @ApiOperation({
    summary:
      "A trending item's angles written for the client (?clientId=N; without it, those written for no client), newest first, without the ones the signed-in user saved",
  })
  listAngles(
    @CurrentUserId() userId: number,
    @Param('id', new ParseIdPipe('trending item id')) id: number,
    @Query() query: ClientChoiceQueryDto,
  ): Promise<PrAngle[]> {
    return this.angles.listAngles(id, userId, query.clientId);
  }

  @Post('angles/:id/generate-pitch')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Draft a pitch email for an angle, written from its story plan, with generatedBy. Body { clientId, journalistId } (both optional; clientId defaults to the angle's own client): " +
      "signed with the client's pitch contact and ending with its boilerplate (Notes to editors); with journalistId addressed to that journalist (addressedTo), " +
      'opening from their real article closest to the story, and with a warning in words when the team drafted 3 or more pitches to them in 7 days',
  })
  @ApiBadRequestResponse({
    description:
      'No pitch for this angle (pitchRefusal): it advises holding back, or, with the built-in generator in force, it points to help or reacts to a story the offline tables do not know; the message says why',
  })
  @ApiConflictResponse({ description: CONFLICT_TEXT })
  generatePitch(@Param('id', new ParseIdPipe('angle id')) id: number, @Body() body: GeneratePitchDto): Promise<PitchEmail> {
    return this.angles.generatePitch(id, body.clientId, body.journalistId);
  }
}
