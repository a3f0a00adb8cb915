import type { ServerResponse } from 'node:http';
import { UpstreamClient } from '../../../platform/http/upstream-client.js';
import { readFixture, reply, startFakeUpstream, type FakeUpstream, type RecordedRequest } from '../fixtures/fake-upstream.js';
import {
  RedditConnector,
  REDDIT_CREDENTIALS_MISSING_MESSAGE,
  REDDIT_CREDENTIALS_REJECTED_MESSAGE,
  type RedditFetchSettings,
} from './reddit.connector.js';
import { SourceFetchError } from './source-fetch-error.js';

// The fixture's posts are dated relative to this instant (2026-11-22T12:00:00Z).
const NOW_MS = 1_795_348_800_000;
const GOOD = { appId: 'good-app-id', appSecret: 'good-secret' };
const LISTING = readFixture('reddit-listing-hot.json');
const DEFAULT_SETTINGS: RedditFetchSettings = {
  subreddits: ['technology', 'r/worldnews'],
  postType: 'hot',
  timeFilter: '24h',
  minUpvotes: 500,
};

type Listing = (request: RecordedRequest, response: ServerResponse, listingHit: number) => void;

/** A fake Reddit: token endpoint checking HTTP Basic, listing endpoint checking the bearer token. */
async function startFakeReddit(
  options: { listing?: Listing; expiresIn?: number; tokenStatus?: number } = {},
): Promise<FakeUpstream & { tokenRequests: () => number; listingRequests: () => RecordedRequest[] }> {
  let tokens = 0;
  let listings = 0;
  const upstream = await startFakeUpstream((request, response) => {
    if (request.path === '/api/v1/access_token') {
      tokens++;
      if (options.tokenStatus) return reply(response, options.tokenStatus, '<html>unavailable</html>', { 'content-type': 'text/html' });
      const expected = `Basic ${Buffer.from(`${GOOD.appId}:${GOOD.appSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return reply(response, 401, '{"message": "Unauthorized", "error": 401}');
      return reply(
        response,
        200,
        JSON.stringify({ access_token: `token-${tokens}`, token_type: 'bearer', expires_in: options.expiresIn ?? 86400, scope: '*' }),
      );
    }
    listings++;
    if (!request.headers.authorization?.startsWith('bearer token-')) {
      return reply(response, 401, '{"message": "Unauthorized", "error": 401}');
    }
    if (options.listing) return options.listing(request, response, listings);
    return reply(response, 200, LISTING, { 'x-ratelimit-used': '1', 'x-ratelimit-remaining': '99.0', 'x-ratelimit-reset': '540' });
  });
  return {
    ...upstream,
    tokenRequests: () => tokens,
    listingRequests: () => upstream.requests.filter((request) => request.path.startsWith('/r/')),
  };
}

function makeConnector(
  reddit: FakeUpstream,
  overrides: Partial<ConstructorParameters<typeof RedditConnector>[0]> = {},
  clientSleep?: (ms: number) => Promise<void>,
): RedditConnector {
  return new RedditConnector({
    client: new UpstreamClient({
      userAgent: 'unused-default',
      allowHosts: [new URL(reddit.url).host],
      maxRetries: 1,
      timeoutMs: 2_000,
      sleep: clientSleep ?? (async () => undefined),
    }),
    tokenUrl: `${reddit.url}/api/v1/access_token`,
    apiUrl: reddit.url,
    appVersion: '0.1.0',
    redditUsername: 'trendjack-test',
    now: () => NOW_MS,
    ...overrides,
  });
}

describe(RedditConnector.name, () => {
  let reddit: Awaited<ReturnType<typeof startFakeReddit>> | undefined;
  afterEach(async () => {
    await reddit?.close();
    reddit = undefined;
  });

  describe('verifyCredentials', () => {
    describe('when the pair is right', () => {
      it('should request a client_credentials token with HTTP Basic and Reddit-style User-Agent', async () => {
        reddit = await startFakeReddit();

        await makeConnector(reddit).verifyCredentials(GOOD.appId, GOOD.appSecret);

        const [tokenRequest] = reddit.requests;
        expect(tokenRequest?.method).toBe('POST');
        expect(tokenRequest?.body).toBe('grant_type=client_credentials');
        expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
        expect(tokenRequest?.headers['user-agent']).toBe('server:good-app-id:v0.1.0 (by /u/trendjack-test)');
      });
    });

    describe('when the pair is wrong', () => {
      it('should throw the message that sends the user to reddit.com/prefs/apps', async () => {
        reddit = await startFakeReddit();

        const failure = makeConnector(reddit).verifyCredentials(GOOD.appId, 'wrong-secret');

        await expect(failure).rejects.toBeInstanceOf(SourceFetchError);
        await expect(failure).rejects.toMatchObject({ code: 'credentials_rejected', message: REDDIT_CREDENTIALS_REJECTED_MESSAGE });
      });
    });

    describe('when Reddit reports the error inside a 200 answer', () => {
      it('should still treat the pair as rejected', async () => {
        const upstream = await startFakeUpstream((_request, response) => reply(response, 200, '{"error": "invalid_grant"}'));
        try {
          await expect(makeConnector(upstream).verifyCredentials('a', 'b')).rejects.toMatchObject({ code: 'credentials_rejected' });
        } finally {
          await upstream.close();
        }
      });
    });

    describe('when a field is blank', () => {
      it('should ask for both fields without calling Reddit', async () => {
        reddit = await startFakeReddit();

        await expect(makeConnector(reddit).verifyCredentials('  ', 'secret')).rejects.toMatchObject({
          code: 'credentials_missing',
          message: 'Please provide both Reddit App ID and App Secret',
        });
        expect(reddit.requests).toHaveLength(0);
      });
    });

    describe('when the token endpoint is down', () => {
      it('should say Reddit is having trouble, not that the pair is wrong', async () => {
        reddit = await startFakeReddit({ tokenStatus: 503 });

        await expect(makeConnector(reddit).verifyCredentials(GOOD.appId, GOOD.appSecret)).rejects.toMatchObject({
          code: 'upstream_unavailable',
          upstreamStatus: 503,
        });
      });
    });
  });

  describe('fetchPosts', () => {
    describe('when no credentials are saved', () => {
      it('should fail with the credentials-missing message', async () => {
        reddit = await startFakeReddit();

        await expect(makeConnector(reddit).fetchPosts(null, DEFAULT_SETTINGS)).rejects.toMatchObject({
          code: 'credentials_missing',
          message: REDDIT_CREDENTIALS_MISSING_MESSAGE,
        });
      });
    });

    describe('when fetching hot posts of the last 24 hours with 500 minimum upvotes', () => {
      it('should drop stickied, NSFW, too old and under-minimum posts', async () => {
        reddit = await startFakeReddit();

        const result = await makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS);

        expect(result.items.map((item) => item.externalId)).toEqual(['1q0aa03', '1q0aa04', '1q0aa05']);
        expect(result.warnings).toEqual([]);
      });

      it('should normalize a post to the stored item shape', async () => {
        reddit = await startFakeReddit();

        const result = await makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS);

        expect(result.items.find((item) => item.externalId === '1q0aa04')).toEqual({
          source: 'reddit',
          externalId: '1q0aa04',
          title: 'EU agrees new rules for online marketplaces after two-year row',
          content: 'Summary of the agreement & what changes for sellers.',
          sourceUrl: 'https://www.reddit.com/r/worldnews/comments/1q0aa04/eu_agrees_new_rules_for_online/',
          subreddit: 'worldnews',
          publication: null,
          upvotes: 860,
          comments: 214,
          shares: null,
          timestamp: '2026-11-22T07:00:00.000Z',
          rank: null,
        });
        expect(result.items.find((item) => item.externalId === '1q0aa03')?.content).toBeNull();
      });

      it('should call the multi-subreddit listing with the bearer token, t=day and raw_json', async () => {
        reddit = await startFakeReddit();

        await makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS);

        const [listing] = reddit.listingRequests();
        expect(listing?.path).toBe('/r/technology+worldnews/hot?t=day&limit=100&raw_json=1');
        expect(listing?.headers.authorization).toBe('bearer token-1');
        expect(listing?.headers['user-agent']).toBe('server:good-app-id:v0.1.0 (by /u/trendjack-test)');
      });
    });

    describe('when the window is 3 hours', () => {
      it('should ask for t=day and keep only posts created in the last 3 hours', async () => {
        reddit = await startFakeReddit();

        const result = await makeConnector(reddit).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, timeFilter: '3h' });

        expect(reddit.listingRequests()[0]?.path).toContain('t=day');
        expect(result.items.map((item) => item.externalId)).toEqual(['1q0aa03']);
      });
    });

    describe('when the window is 1 hour', () => {
      it('should ask for t=hour', async () => {
        reddit = await startFakeReddit();

        await makeConnector(reddit).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, postType: 'top', timeFilter: '1h' });

        expect(reddit.listingRequests()[0]?.path).toBe('/r/technology+worldnews/top?t=hour&limit=100&raw_json=1');
      });
    });

    describe('when the window is a week of top posts', () => {
      it('should pass t=week and keep the day-old post', async () => {
        reddit = await startFakeReddit();

        const result = await makeConnector(reddit).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, postType: 'top', timeFilter: 'week' });

        expect(reddit.listingRequests()[0]?.path).toContain('/top?t=week');
        expect(result.items.map((item) => item.externalId)).toContain('1q0aa06');
      });
    });

    describe('when fetching twice', () => {
      it('should reuse the cached token', async () => {
        reddit = await startFakeReddit();
        const connector = makeConnector(reddit);

        await connector.fetchPosts(GOOD, DEFAULT_SETTINGS);
        await connector.fetchPosts(GOOD, DEFAULT_SETTINGS);

        expect(reddit.tokenRequests()).toBe(1);
      });
    });

    describe('when the cached token is within the expiry margin', () => {
      it('should request a new token', async () => {
        reddit = await startFakeReddit({ expiresIn: 120 });
        let now = NOW_MS;
        const connector = makeConnector(reddit, { now: () => now, tokenExpiryMarginMs: 60_000 });

        await connector.fetchPosts(GOOD, DEFAULT_SETTINGS);
        now += 61_000;
        await connector.fetchPosts(GOOD, DEFAULT_SETTINGS);

        expect(reddit.tokenRequests()).toBe(2);
        expect(reddit.listingRequests()[1]?.headers.authorization).toBe('bearer token-2');
      });
    });

    describe('when there are more subreddits than fit one request', () => {
      it('should split them into groups of at most 25', async () => {
        reddit = await startFakeReddit();
        const subreddits = Array.from({ length: 30 }, (_unused, index) => `sub${index}`);

        await makeConnector(reddit).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, subreddits });

        const groups = reddit
          .listingRequests()
          .map((request) => request.path.split('/')[2]?.split('+').length)
          .sort((a, b) => (b ?? 0) - (a ?? 0));
        expect(groups).toEqual([25, 5]);
      });

      it('should not return the same post twice', async () => {
        reddit = await startFakeReddit();
        const subreddits = Array.from({ length: 30 }, (_unused, index) => `sub${index}`);

        const result = await makeConnector(reddit).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, subreddits });

        expect(result.items).toHaveLength(3);
      });
    });

    describe('when Reddit answers 429 with Retry-After, then the listing', () => {
      it('should wait as asked and return the posts', async () => {
        reddit = await startFakeReddit({
          listing: (_request, response, hit) =>
            hit === 1
              ? reply(response, 429, '{"message": "Too Many Requests", "error": 429}', { 'retry-after': '3' })
              : reply(response, 200, LISTING),
        });
        const waits: number[] = [];

        const result = await makeConnector(reddit, {}, async (ms) => void waits.push(ms)).fetchPosts(GOOD, DEFAULT_SETTINGS);

        expect(waits).toEqual([3000]);
        expect(result.items).toHaveLength(3);
      });
    });

    describe('when Reddit keeps answering 429', () => {
      it('should fail with a rate-limit message naming the wait', async () => {
        reddit = await startFakeReddit({
          listing: (_request, response) => reply(response, 429, '{"error": 429}', { 'retry-after': '7' }),
        });

        await expect(makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS)).rejects.toMatchObject({
          code: 'rate_limited',
          message: 'Reddit is rate-limiting requests. Try again in 7 s.',
        });
      });
    });

    describe('when the rate-limit budget is used up with a distant reset', () => {
      it('should stop before the next group and keep what it has, with a warning', async () => {
        reddit = await startFakeReddit({
          listing: (_request, response) =>
            reply(response, 200, LISTING, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '300', 'x-ratelimit-used': '100' }),
        });
        const subreddits = Array.from({ length: 30 }, (_unused, index) => `sub${index}`);

        const result = await makeConnector(reddit, { concurrency: 1 }).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, subreddits });

        expect(reddit.listingRequests()).toHaveLength(1);
        expect(result.items).toHaveLength(3);
        expect(result.warnings).toHaveLength(1);
        expect(result.warnings[0]).toContain("Reddit's request budget is used up. Try again in 300 s.");
      });
    });

    describe('when the rate-limit budget is used up with a near reset', () => {
      it('should wait for the reset, then fetch the next group', async () => {
        reddit = await startFakeReddit({
          listing: (_request, response, hit) =>
            reply(
              response,
              200,
              LISTING,
              hit === 1
                ? { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '2' }
                : { 'x-ratelimit-remaining': '99', 'x-ratelimit-reset': '600' },
            ),
        });
        const waits: number[] = [];
        const subreddits = Array.from({ length: 30 }, (_unused, index) => `sub${index}`);

        const result = await makeConnector(reddit, { concurrency: 1, sleep: async (ms) => void waits.push(ms) }).fetchPosts(GOOD, {
          ...DEFAULT_SETTINGS,
          subreddits,
        });

        expect(waits).toEqual([2000]);
        expect(reddit.listingRequests()).toHaveLength(2);
        expect(result.warnings).toEqual([]);
      });
    });

    describe('when one group fails and another succeeds', () => {
      it('should return the posts it got and warn about the failed group', async () => {
        reddit = await startFakeReddit({
          listing: (request, response) =>
            request.path.startsWith('/r/sub0+') ? reply(response, 500, 'oops') : reply(response, 200, LISTING),
        });
        const subreddits = Array.from({ length: 30 }, (_unused, index) => `sub${index}`);

        const result = await makeConnector(reddit).fetchPosts(GOOD, { ...DEFAULT_SETTINGS, subreddits });

        expect(result.items).toHaveLength(3);
        expect(result.warnings).toEqual([
          expect.stringMatching(/^Could not fetch r\/sub0, r\/sub1, .*r\/sub24: Reddit is having trouble \(HTTP 500\)/),
        ]);
      });
    });

    describe('when the listing body is not valid JSON', () => {
      it('should fail with a bad-response message', async () => {
        reddit = await startFakeReddit({
          listing: (_request, response) => reply(response, 200, '{"kind": "Listing", "data": {"children": ['),
        });

        await expect(makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS)).rejects.toMatchObject({
          code: 'bad_response',
          message: 'Reddit sent a listing that is not valid JSON.',
        });
      });
    });

    describe('when the listing is JSON of another shape', () => {
      it('should fail with a bad-response message', async () => {
        reddit = await startFakeReddit({ listing: (_request, response) => reply(response, 200, '{"kind": "t5", "data": {}}') });

        await expect(makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS)).rejects.toMatchObject({ code: 'bad_response' });
      });
    });

    describe('when the listing never answers', () => {
      it('should fail with a timeout message', async () => {
        reddit = await startFakeReddit({ listing: () => undefined });
        const connector = makeConnector(reddit, {
          client: new UpstreamClient({ userAgent: 'unused', allowHosts: [new URL(reddit.url).host], timeoutMs: 150, maxRetries: 0 }),
        });

        await expect(connector.fetchPosts(GOOD, DEFAULT_SETTINGS)).rejects.toMatchObject({
          code: 'upstream_unavailable',
          message: 'Reddit did not answer in time. Try again later.',
        });
      });
    });

    describe('when the listing redirects into the cloud metadata service', () => {
      it('should refuse to follow it and say why, without suggesting a retry', async () => {
        reddit = await startFakeReddit({
          listing: (_request, response) => {
            response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
            response.end();
          },
        });

        await expect(makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS)).rejects.toMatchObject({
          code: 'blocked',
          message:
            'Reddit redirected to 169.254.169.254, which points to a cloud metadata service; Trendjack does not follow redirects there.',
        });
      });
    });

    describe('when the token was revoked before its expiry', () => {
      it('should renew the token once and retry the listing', async () => {
        reddit = await startFakeReddit({
          listing: (request, response) =>
            request.headers.authorization === 'bearer token-1' ? reply(response, 401, '{"error": 401}') : reply(response, 200, LISTING),
        });

        const result = await makeConnector(reddit).fetchPosts(GOOD, DEFAULT_SETTINGS);

        expect(reddit.tokenRequests()).toBe(2);
        expect(result.items).toHaveLength(3);
      });
    });

    describe('when some names are not subreddit names', () => {
      it('should skip them with a warning and fetch the rest', async () => {
        reddit = await startFakeReddit();

        const result = await makeConnector(reddit).fetchPosts(GOOD, {
          ...DEFAULT_SETTINGS,
          subreddits: ['technology', 'not a sub!', 'r/Technology'],
        });

        expect(reddit.listingRequests()[0]?.path).toMatch(/^\/r\/technology\/hot\?/);
        expect(result.warnings).toEqual(['Skipped names that are not subreddits: not a sub!.']);
      });
    });
  });
});
