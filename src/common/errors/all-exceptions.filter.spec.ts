import { createServer, type Server } from 'node:net';
import { type ArgumentsHost, Logger } from '@nestjs/common';
import { ForeignKeyConstraintViolationException, NotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../../entities.js';
import { ormOptions } from '../../platform/database/orm-options.js';
import { AllExceptionsFilter, isDatabaseUnavailable } from './all-exceptions.filter.js';
import { AppException, type AppErrorCode, DATABASE_UNAVAILABLE_MESSAGE } from './app.exception.js';

/** What the filter sends for `exception`: the status and the JSON text, as a client receives them. */
function answerTo(exception: unknown): { status: number; json: string } {
  const sent = { status: 0, json: '' };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return response;
    },
    json(body: unknown) {
      sent.json = JSON.stringify(body);
      return response;
    },
  };
  const request = { method: 'GET', originalUrl: '/api/anything' };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

/** The error a real query through MikroORM fails with when the database at `url` cannot be used. */
async function queryError(url: string): Promise<unknown> {
  const orm = await MikroORM.init(ormOptions(url, { poolMax: 1, entities: ALL_ENTITIES }));
  try {
    return await orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(
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

describe(AllExceptionsFilter.name, () => {
  // 5xx answers are logged with their stack, which is not what these tests are about. Jest gives
  // each test file its own modules, so the silence ends with this file.
  beforeAll(() => Logger.overrideLogger(false));

  describe('catch', () => {
    describe('when a feature throws an AppException', () => {
      it.each<[AppErrorCode, number]>([
        ['invalid-input', 400],
        ['unauthenticated', 401],
        ['forbidden', 403],
        ['not-found', 404],
        ['conflict', 409],
        ['rate-limited', 429],
        ['upstream-failed', 502],
        ['unavailable', 503],
      ])('should answer the code %s with %i and {statusCode, message}', (code, status) => {
        expect(answerTo(new AppException(code, 'Written for the toast.'))).toEqual({
          status,
          json: JSON.stringify({ statusCode: status, message: 'Written for the toast.' }),
        });
      });

      it('should send its details before statusCode and message, and no code', () => {
        const exception = new AppException('invalid-input', 'Invalid sector "space".', { details: { parameter: 'sector' } });

        expect(answerTo(exception).json).toBe('{"parameter":"sector","statusCode":400,"message":"Invalid sector \\"space\\"."}');
      });
    });

    describe('when the ORM reports a failure', () => {
      it.each<[string, unknown, number, string]>([
        ['a missing row', new NotFoundError('CalendarEvent not found'), 404, 'The requested item does not exist.'],
        ['a duplicate', new UniqueConstraintViolationException(new Error('duplicate key')), 409, 'That item exists already.'],
        [
          'a dangling reference',
          new ForeignKeyConstraintViolationException(new Error('violates foreign key')),
          400,
          'The request refers to an item that does not exist.',
        ],
        [
          'an unreachable database',
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
          503,
          DATABASE_UNAVAILABLE_MESSAGE,
        ],
      ])('should answer %s with the status of its code', (_name, exception, status, message) => {
        expect(answerTo(exception)).toEqual({ status, json: JSON.stringify({ statusCode: status, message }) });
      });
    });

    describe('when anything else is thrown', () => {
      it('should answer 500 without saying what went wrong inside', () => {
        expect(answerTo(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({
          status: 500,
          json: JSON.stringify({ statusCode: 500, message: 'Something went wrong on the server. Please try again.' }),
        });
      });
    });
  });
});
