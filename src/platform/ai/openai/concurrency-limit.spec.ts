import { ConcurrencyLimit } from './concurrency-limit.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe(ConcurrencyLimit.name, () => {
  describe('run', () => {
    describe('when every slot is taken', () => {
      it('should start waiting calls in arrival order as slots free up', async () => {
        const limit = new ConcurrencyLimit(1);
        const gate = deferred();
        const order: number[] = [];
        const first = limit.run(async () => {
          await gate.promise;
          order.push(1);
        });
        const second = limit.run(async () => order.push(2));
        const third = limit.run(async () => order.push(3));
        expect(limit.queued).toBe(2);
        gate.resolve();
        await Promise.all([first, second, third]);
        expect(order).toEqual([1, 2, 3]);
        expect(limit.running).toBe(0);
      });
    });

    describe('when a waiting call is aborted', () => {
      it('should leave the queue and reject with the abort reason', async () => {
        const limit = new ConcurrencyLimit(1);
        const gate = deferred();
        const running = limit.run(() => gate.promise);
        const controller = new AbortController();
        const waiting = limit.run(async () => 'never', controller.signal);
        controller.abort(new Error('deadline'));
        await expect(waiting).rejects.toThrow('deadline');
        expect(limit.queued).toBe(0);
        gate.resolve();
        await running;
      });
    });
  });
});
