import type { PrAngle } from '../../src/contracts/campaigns.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { startTestApp, type TestApp } from './test-app.js';
import { insertTrendingItems } from './trending-rows.js';

export type AppWithFakeUpstreams = { upstream: FakeUpstream; testApp: TestApp; itemId: number; angleId: number };

/**
 * The app with every upstream a quick local fake that behaves as the real one would for random
 * input: Reddit refuses made-up credentials (401 → our 400), the trend page and a small website
 * (/site) serve fixtures, feeds are down. A 5xx then comes from our handling of a request, never from
 * an upstream outage. One stored item with its angles, for the routes that need ids; no rate limit.
 */
export async function startAppWithFakeUpstreams(): Promise<AppWithFakeUpstreams> {
  const upstream = await startFakeUpstream((request, response) => {
    if (request.path.startsWith('/token')) {
      reply(response, 401, '{"message": "Unauthorized", "error": 401}');
    } else if (request.path.startsWith('/trends')) {
      reply(response, 200, readFixture('trends24-united-states.html'), { 'content-type': 'text/html; charset=utf-8' });
    } else if (request.path.startsWith('/site')) {
      reply(
        response,
        200,
        '<html lang="en"><head><title>Acme Tools</title><meta name="description" content="Tools for builders"></head><body><h1>Acme</h1></body></html>',
        {
          'content-type': 'text/html; charset=utf-8',
        },
      );
    } else {
      reply(response, 503, '{"error":"unavailable"}');
    }
  });
  const testApp = await startTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    REDDIT_TOKEN_URL: `${upstream.url}/token`,
    REDDIT_API_URL: upstream.url,
    X_TRENDS_URLS: `${upstream.url}/trends`,
    NEWS_RSS_URLS: `${upstream.url}/rss`,
    OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
  });
  const [itemId] = await insertTrendingItems(testApp.orm, [{ title: 'UK households cut energy use by 12% as bills rise' }]);
  const angles = (await (await fetch(`${testApp.baseUrl}/api/trending/${itemId}/generate-angles`, { method: 'POST' })).json()) as PrAngle[];
  return { upstream, testApp, itemId: itemId!, angleId: angles[0]!.id };
}
