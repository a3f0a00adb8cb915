import { createServer, type Server } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../../entities.js';
import { ormOptions } from '../../platform/database/orm-options.js';
import { isDatabaseUnavailable } from './all-exceptions.filter.js';

/** The error a real query through MikroORM fails with when the database at `url` cannot be used. */
async function queryError(url: string): Promise<unknown> {
  const orm = await MikroORM.init(ormOptions(url, { poolMax: 1, entities: ALL_ENTITIES }));
  try {
    return await orm.em.fork().getConnection().execute('select 1').then(
      () => new Error('the query unexpectedly succeeded'),
      (error: unknown) => error,
    );
  } finally {
    await orm.close(true);
  }
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe(isDatabaseUnavailable.name, () => {
  describe('when the database refuses connections', () => {
    it('should say the database is unavailable', async () => {
      const closed = createServer();
      const port = await listen(closed);
      await new Promise((resolve) => closed.close(resolve));

      expect(isDatabaseUnavailable(await queryError(`postgres://user:secret@127.0.0.1:${port}/app`))).toBe(true);
    });
  });

  describe('when the server drops the connection before answering', () => {
    it('should say the database is unavailable', async () => {
      const dropping = createServer((socket) => socket.destroy());
      const port = await listen(dropping);
      try {
        expect(isDatabaseUnavailable(await queryError(`postgres://user:secret@127.0.0.1:${port}/app`))).toBe(true);
      } finally {
        await new Promise((resolve) => dropping.close(resolve));
      }
    });
  });

  describe('when a pooled client the server dropped is used before the pool noticed', () => {
    it('should say the database is unavailable', () => {
      // pg's own wording (pg/lib/client.js); a race this narrow cannot be staged on demand.
      const error = new Error('Client has encountered a connection error and is not queryable');

      expect(isDatabaseUnavailable(new Error('select failed', { cause: error }))).toBe(true);
    });
  });

  describe('when the query itself is wrong', () => {
    it('should not blame the database', () => {
      const syntaxError = Object.assign(new Error('syntax error at or near "selct"'), { code: '42601' });

      expect(isDatabaseUnavailable(syntaxError)).toBe(false);
      expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    });
  });
});
