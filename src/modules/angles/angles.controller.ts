import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { PitchEmail, PrAngle } from '../../contracts/campaigns.contract.js';
import { CurrentUserId } from '../../common/auth/access.js';
import { ParseIdPipe } from '../../common/validation/parse-id.pipe.js';
import { AnglesService } from './angles.service.js';
import { RateLimited } from '../../common/rate-limit/rate-limit.guard.js';

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
      'Generate PR angles (a model is asked for 3-5; the built-in generator writes 1-3) for a trending item and store them (with the story plan their pitch and campaign follow); each answers generatedBy',
  })
  generateAngles(@Param('id', new ParseIdPipe('trending item id')) id: number): Promise<PrAngle[]> {
    return this.angles.generateAngles(id);
  }

  @Get('trending/:id/angles')
  @ApiOperation({ summary: "A trending item's angles, newest first, without the ones the signed-in user saved" })
  listAngles(@CurrentUserId() userId: number, @Param('id', new ParseIdPipe('trending item id')) id: number): Promise<PrAngle[]> {
    return this.angles.listAngles(id, userId);
  }

  @Post('angles/:id/generate-pitch')
  @RateLimited()
  @HttpCode(200)
  @ApiOperation({ summary: 'Draft a pitch email for an angle, written from its story plan, with generatedBy' })
  @ApiBadRequestResponse({
    description:
      'No pitch for this angle (pitchRefusal): it advises holding back, or, with the built-in generator in force, it points to help or reacts to a story the offline tables do not know; the message says why',
  })
  generatePitch(@Param('id', new ParseIdPipe('angle id')) id: number): Promise<PitchEmail> {
    return this.angles.generatePitch(id);
  }
}
