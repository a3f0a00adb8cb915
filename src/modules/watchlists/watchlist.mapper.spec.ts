import { AlertAttempt } from './alert-attempt.entity.js';
import { Alert } from './alert.entity.js';
import { INTERRUPTED_TRY, toAlertContract } from './watchlist.mapper.js';
import { Watchlist } from './watchlist.entity.js';

const NOW = new Date('2026-11-28T12:00:00.000Z');

function alertWith(status: Alert['status']): Alert {
  const watchlist = Object.assign(Object.create(Watchlist.prototype) as Watchlist, { id: 3 });
  const alert = new Alert(watchlist, null, 'test', 'webhook', 'https://hooks.example/a');
  return Object.assign(alert, { id: 9, status, createdAt: new Date('2026-11-28T11:00:00.000Z') });
}

function attempt(alert: Alert, startedSecondsAgo: number, finish?: string | null): AlertAttempt {
  const row = new AlertAttempt(alert);
  row.at = new Date(NOW.getTime() - startedSecondsAgo * 1000);
  if (finish !== undefined) row.finish(finish);
  return row;
}

describe(toAlertContract.name, () => {
  describe('when a try has not ended', () => {
    it('should show the latest try of an unsettled alert as in progress', () => {
      const alert = alertWith('queued');
      expect(toAlertContract(alert, [attempt(alert, 2)], NOW).tries).toEqual([
        { at: '2026-11-28T11:59:58.000Z', outcome: 'in progress', error: null },
      ]);
    });

    it('should show a try followed by another as interrupted, in words', () => {
      const alert = alertWith('sent');
      const tries = toAlertContract(alert, [attempt(alert, 300), attempt(alert, 10, null)], NOW).tries;
      expect(tries.map((entry) => [entry.outcome, entry.error])).toEqual([
        ['interrupted', INTERRUPTED_TRY],
        ['sent', null],
      ]);
    });

    it('should show a try older than the time cap as interrupted', () => {
      const alert = alertWith('retrying');
      expect(toAlertContract(alert, [attempt(alert, 600)], NOW).tries[0]!.outcome).toBe('interrupted');
    });

    it('should show the latest try as interrupted once a stop has cut it off, though it is young', () => {
      const alert = alertWith('queued');
      const cutOff = attempt(alert, 2);
      cutOff.interrupt();
      expect(toAlertContract(alert, [cutOff], NOW).tries).toEqual([
        { at: '2026-11-28T11:59:58.000Z', outcome: 'interrupted', error: INTERRUPTED_TRY },
      ]);
    });
  });

  describe('when a try has ended', () => {
    it('should show it as sent or failed with the reason', () => {
      const alert = alertWith('retrying');
      const tries = toAlertContract(alert, [attempt(alert, 90, 'The webhook answered HTTP 503.')], NOW).tries;
      expect(tries).toEqual([{ at: '2026-11-28T11:58:30.000Z', outcome: 'failed', error: 'The webhook answered HTTP 503.' }]);
    });
  });
});
