import type { ServerResponse } from 'node:http';
import { type RecordedRequest, reply } from '../../src/modules/sources/fixtures/fake-upstream.js';

/** A Reddit listing in the API's wire format with one recent, popular post whose id is `id`. */
export function redditListingWithOnePost(id: string): string {
  return JSON.stringify({
    kind: 'Listing',
    data: {
      after: null,
      dist: 1,
      children: [
        {
          kind: 't3',
          data: {
            id,
            name: `t3_${id}`,
            title: 'City council approves four-day week trial for 2,000 staff',
            selftext: '',
            subreddit: 'news',
            ups: 6100,
            score: 6100,
            num_comments: 820,
            permalink: `/r/news/comments/${id}/post/`,
            url: `https://www.reddit.com/r/news/comments/${id}/post/`,
            created_utc: Math.floor(Date.now() / 1000) - 1800,
            over_18: false,
            stickied: false,
          },
        },
      ],
    },
  });
}

/**
 * Answers a fake Reddit token request: a token for this app's Basic credentials, Reddit's 401 for any
 * other pair.
 */
export function replyRedditToken(request: RecordedRequest, response: ServerResponse, appId: string, appSecret: string): void {
  if (request.headers.authorization !== `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`) {
    reply(response, 401, '{"message": "Unauthorized", "error": 401}');
    return;
  }
  reply(response, 200, JSON.stringify({ access_token: 'token-1', token_type: 'bearer', expires_in: 86400, scope: '*' }));
}
