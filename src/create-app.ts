import { existsSync } from 'node:fs';
import path from 'node:path';
import { Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { SessionsService, signedInOnly } from './modules/auth/index.js';
import type { AppConfig } from './config/app-config.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { hostCheck } from './common/security/host-check.js';
import { sameOriginWrites } from './common/security/same-origin-writes.js';
import { securityHeaders } from './common/security/security-headers.js';
import { NormalizeInputPipe } from './common/validation/normalize-input.pipe.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { webBuildDir } from './platform/app-root.js';
import { entityManagerPerRequest } from './platform/database/request-context.js';
import { createLogger } from './platform/logging/app-logger.js';
import type { QueueTimings } from './platform/queue/job-queue.js';
import { gzippedAssets } from './platform/web/gzipped-assets.js';
import { screenShells } from './platform/web/screen-shells.js';
import { SpaModule } from './platform/web/spa.module.js';

export type CreateAppOptions = {
  /** Serve the built SPA from dist/web (off in API-only tests). */
  serveWeb?: boolean;
  /** Silence logs (tests). */
  quiet?: boolean;
  /** Where the built SPA is; defaults to dist/web. */
  webDir?: string;
  /** Shorter job queue timings (tests); production uses DEFAULT_QUEUE_TIMINGS. */
  queueTimings?: Partial<QueueTimings>;
};

/**
 * Builds the Nest application exactly as production runs it: /api prefix, validation, the error
 * filter, OpenAPI docs at /api/docs and the SPA for every other path. main.ts and the tests use it.
 */
export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const webDir = options.webDir ?? webBuildDir();
  const serveWeb = (options.serveWeb ?? true) && existsSync(webDir);

  @Module({
    imports: [AppModule.register(config, databaseUrl, options.queueTimings), ...(serveWeb ? [SpaModule.forDirectory(webDir)] : [])],
  })
  class RootModule {}

  const app = await NestFactory.create<NestExpressApplication>(RootModule, {
    logger: options.quiet ? false : createLogger(config.logLevel, config.logFormat),
    bodyParser: false,
  });
  app.use(securityHeaders());
  // Before everything that reads or changes: a page under a rebound name (DNS rebinding) gets nothing.
  app.use(hostCheck(config));
  // Before the body parser and every route: a cross-site write is refused before it costs anything.
  app.use(sameOriginWrites());
  // Each request its own EntityManager (made when it first uses the database), for every route.
  app.use(entityManagerPerRequest(app.get(MikroORM)));
  if (serveWeb) {
    // Hashed assets are gzipped once and kept in memory: the entry script shrinks from ~345 kB to ~112 kB.
    app.use('/assets', gzippedAssets(path.join(webDir, 'assets')));
    // Each screen's address gets its frame prerendered inside index.html, painted before any script runs.
    app.use(screenShells(webDir));
  }
  // The first bound on input: no body over 1 MB is read at all. NormalizeInputPipe then bounds each
  // text and the nesting, before any DTO or analyser sees them.
  app.useBodyParser('json', { limit: '1mb' });
  app.disable('x-powered-by');
  if (config.trustProxy !== null) {
    // Behind a reverse proxy: request.ip is the client X-Forwarded-For names, as far as these proxies vouch for it.
    app.set('trust proxy', config.trustProxy);
  }
  // CORS stays closed: the SPA is served from the same origin, and no other site may call the API
  // (sameOriginWrites refuses the writes a browser sends without asking CORS first).
  app.set('etag', false);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  // Pipes run in this order: text is tidied and bounded first, then validated as tidied.
  app.useGlobalPipes(new NormalizeInputPipe(), createValidationPipe());

  const openApi = new DocumentBuilder()
    .setTitle('Trendjack API')
    .setDescription(
      'Trending topics, PR angles, campaign ideas, website and headline analysis, newsjacking calendar. ' +
        'Requests that change something (POST, PUT, PATCH, DELETE) sent by a page on another site (Sec-Fetch-Site, or an Origin ' +
        'that is not this server) are refused with 403; requests without those headers, such as curl or scripts, are not affected. ' +
        'A request whose Host is not a loopback name, the listen address, the host of PUBLIC_URL or in ALLOWED_HOSTS is refused with 421 ' +
        '(except /api/health).',
    )
    .setVersion('1')
    .build();
  if (config.auth.mode !== 'none') {
    // Swagger is mounted on Express, outside Nest's guards: the docs (page, assets, -json, -yaml)
    // answer 401 without a session, as every member route does.
    const docsOnlySignedIn = signedInOnly(app.get(SessionsService));
    app.use((request: Request, response: Response, next: NextFunction) =>
      /^\/api\/docs(?:[/-]|$)/.test(request.path) ? docsOnlySignedIn(request, response, next) : next(),
    );
  }
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { useGlobalPrefix: false });
  return app;
}
