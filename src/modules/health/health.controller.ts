import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access.js';
import type { Response } from 'express';
import type { HealthResponse } from '../../contracts/api-error.contract.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Access('public')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database reachability (503 when the database is down)' })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const report = await this.health.check();
    if (report.database === 'down') {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
    }
    return report;
  }
}
