import { FixedWindowCounter } from './fixed-window-counter.js';

describe(FixedWindowCounter.name, () => {
  describe('hit', () => {
    it('should allow the limit per window and refuse the next, per key', () => {
      let now = 0;
      const counter = new FixedWindowCounter(3, 60_000, () => now);
      expect([1, 2, 3].map(() => counter.hit('a').allowed)).toEqual([true, true, true]);
      const refused = counter.hit('a');
      expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
      expect(counter.hit('b').allowed).toBe(true);
      now = 30_000;
      expect(counter.hit('a').retryAfterSeconds).toBe(30);
    });

    describe('when the window has passed', () => {
      it('should count again from zero', () => {
        let now = 0;
        const counter = new FixedWindowCounter(1, 1000, () => now);
        expect(counter.hit('a').allowed).toBe(true);
        expect(counter.hit('a').allowed).toBe(false);
        now = 1000;
        expect(counter.hit('a').allowed).toBe(true);
      });
    });
  });
});
