import type { Alert, Watchlist, WatchlistInput } from '../../src/contracts/watchlists.contract.js';

/**
 * The watchlist and alert routes as the API tests call them, signed out (AUTH_MODE=none). `baseUrl`
 * is read at each call: test apps start in beforeAll, after the spec builds this.
 */
export function watchlistApi(baseUrl: () => string) {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    /** Creates a watchlist; fails the test unless the server answers 201. */
    async create(body: WatchlistInput): Promise<Watchlist> {
      const response = await send('POST', '/api/watchlists', body);
      expect(response.status).toBe(201);
      return (await response.json()) as Watchlist;
    },
    async list(): Promise<Watchlist[]> {
      return (await (await send('GET', '/api/watchlists')).json()) as Watchlist[];
    },
    async alertsOf(watchlistId: number): Promise<Alert[]> {
      return (await (await send('GET', `/api/alerts?watchlistId=${watchlistId}`)).json()) as Alert[];
    },
  };
}
