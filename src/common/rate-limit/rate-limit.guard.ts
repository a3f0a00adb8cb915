import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { clientAddress } from '../http/client-address.js';
import { AppException } from '../errors/app.exception.js';
import { FixedWindowCounter } from './fixed-window-counter.js';

const RATE_LIMITED = 'trendjack:rate-limited';

/** Marks a handler as costly (generation, analysis, fetch, password sign-in): RATE_LIMIT_PER_MINUTE applies per client. */
export const RateLimited = () => SetMetadata(RATE_LIMITED, true);

/**
 * Counts requests per client address in one-minute windows, in this instance's memory. Behind a load
 * balancer with N instances a client may reach N times the limit; that keeps the check free of
 * database round trips, and the limit is a guard against runaway costs, not a quota.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly counter: FixedWindowCounter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.counter = new FixedWindowCounter(config.rateLimitPerMinute, 60_000);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.reflector.getAllAndOverride<boolean>(RATE_LIMITED, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const verdict = this.counter.hit(clientAddress(request));
    response.setHeader('RateLimit-Limit', String(verdict.limit));
    response.setHeader('RateLimit-Remaining', String(verdict.remaining));
    if (!verdict.allowed) {
      response.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new AppException(
        'rate-limited',
        `Too many requests: at most ${verdict.limit} generation, analysis, fetch and sign-in requests per minute. Please wait ${verdict.retryAfterSeconds} seconds and try again.`,
      );
    }
    return true;
  }
}
