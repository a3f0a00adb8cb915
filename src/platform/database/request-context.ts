import type { AsyncLocalStorage } from 'node:async_hooks';
import { type EntityManager, type MikroORM, RequestContext } from '@mikro-orm/core';
import type { RequestHandler } from 'express';

/**
 * The forks of one request's context, made on first read: `RequestContext.getEntityManager(name)`,
 * which every injected EntityManager calls, reads this map by name.
 */
class ForksOnFirstUse extends Map<string, EntityManager> {
  /** True while the fork is made: MikroORM asks for the current context then, and there is none yet. */
  private forking = false;

  constructor(private readonly root: EntityManager) {
    super();
  }

  override get(name: string): EntityManager | undefined {
    const made = super.get(name);
    if (made !== undefined || name !== this.root.name || this.forking) return made;
    this.forking = true;
    try {
      // Fork the root itself, as MikroORM's own middleware does before its context exists.
      const fork = this.root.fork({ useContext: true, disableContextResolution: true });
      this.set(name, fork);
      return fork;
    } finally {
      this.forking = false;
    }
  }
}

/** Where MikroORM keeps the current RequestContext: a private static of the class, read by getEntityManager. */
const contextStorage = (RequestContext as unknown as { storage: AsyncLocalStorage<RequestContext> }).storage;

/**
 * MikroORM's request context (what its `registerRequestContext` middleware installs: every request
 * its own EntityManager fork, so the injected EntityManager never shares an identity map across
 * requests), with the fork made when the request first uses the database rather than for every
 * request. Most requests never do: the trending and calendar lists answer from memory, the headline
 * analysis and the static files need no database. A fork is not free (MikroORM flips a config flag
 * twice, writing process.env each time, and builds a unit of work): it was 3.4 % of a headline
 * analysis's time under load (npm run bench:load).
 *
 * MikroORM's storage is private in its typings, so this reaches it by name; MikroORM is pinned
 * (7.2.1), and test/integration/request-context.e2e-spec.ts fails if a release moves it.
 */
export function entityManagerPerRequest(orm: MikroORM): RequestHandler {
  if (contextStorage === undefined) {
    throw new Error('MikroORM no longer keeps its request context in RequestContext.storage: see request-context.ts.');
  }
  return (_request, _response, next) => contextStorage.run(new RequestContext(new ForksOnFirstUse(orm.em)), next);
}
