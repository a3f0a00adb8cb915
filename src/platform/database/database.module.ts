import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ormOptions } from './orm-options.js';

/**
 * MikroORM on the given PostgreSQL URL, with the entities the feature modules register
 * (MikroOrmModule.forFeature); migrations are applied before the app starts (database-runtime.ts).
 *
 * Data access, one way everywhere:
 * - Request context. createApp installs entityManagerPerRequest (request-context.ts) before every
 *   route, so each HTTP request gets its own EntityManager fork, made when it first uses the database,
 *   and the injected `EntityManager` resolves to it. Request paths use the injected EntityManager as it
 *   is and never fork it. Using it with no context throws (allowGlobalContext stays false), so a path
 *   that missed its context fails loudly rather than sharing one identity map across requests.
 * - Work outside a request (a cron tick, the start-up calendar sync, onApplicationBootstrap work, a
 *   promise that outlives its request) opens its own context at its entry point: `@CreateRequestContext()`
 *   from @mikro-orm/decorators/legacy on the method (its class has an `em`), or
 *   `RequestContext.create(this.em, () => ...)`.
 * - Transactions: `this.em.transactional(async (em) => ...)` on the injected EntityManager. Inside it
 *   the injected EntityManager resolves to the transaction's, so repositories called there join it.
 * - Each persisted feature has a `<feature>.repository.ts` (@Injectable, injected EntityManager) that
 *   holds its queries: MikroORM find/count/persist, or SQL through `boundQuery` where it pays (bulk
 *   upserts, the hot list reads). Services hold the logic and call repositories; controllers call
 *   services only; each feature maps rows or entities to its contracts in one mapper.
 * - A fork stays only where a separate unit of work is the point, with a comment saying why.
 */
@Module({})
export class DatabaseModule {
  static forUrl(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormOptions(databaseUrl), autoLoadEntities: true, registerRequestContext: false })],
    };
  }
}
