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
