import type { ItemSource } from '../../contracts/trending.contract.js';
import { groupStories, type StoryItem } from './story-groups.js';

// Fixtures written for these tests, modelled on the real recordings in ../shared/data (which the test
// suite does not have): each comment quotes the real titles and the file they come from. The bench
// (npm run bench:stories) runs the grouping over the recordings themselves.

let nextId = 1;
function item(source: ItemSource, title: string, extra: Partial<StoryItem> = {}): StoryItem {
  const id = nextId;
  nextId += 1;
  return { id, source, title, content: null, prScore: 50, timestamp: '2026-02-02T12:00:00.000Z', ...extra };
}

/** Titles of a day's list about other things, so that word rarity is measured on a realistic mix. */
function otherStories(): StoryItem[] {
  // Real titles of sources/news-rss, rss/newspal-2018 and sources/hackernews, reworded.
  return [
    item('news', 'Crude oil pours into river from derailed train in Iowa'),
    item('news', 'Zimbabwe president survives blast at Bulawayo rally'),
    item('news', 'Pantera drummer Vinnie Paul dies aged 54'),
    item('reddit', 'What movie never gets old, no matter how many times you watch it?'),
    item('reddit', 'My 7 year old dog has mastered the sad puppy face'),
    item('hackernews', 'Cassette tape-based navigation system from 1971'),
    item('hackernews', 'Analogue radio in the UK given 10-year stay of execution'),
    item('news', 'Thousands join London march to demand a vote on the Brexit deal'),
    item('wikipedia', 'Gotthard Base Tunnel', { content: 'The Gotthard Base Tunnel is a railway tunnel through the Alps in Switzerland.' }),
    item('x_trending', '#FridayFeeling'),
    item('bluesky', 'FIFA scraps World Cup sell-off', { content: 'Infantino reversed course after backlash from UEFA.' }),
    item('news', 'Lorde takes out newspaper advert after Grammys snub'),
  ];
}

/** The groups as sorted title lists, for assertions that read like the dashboard. */
function titlesOf(groups: { members: StoryItem[] }[]): string[][] {
  return groups.filter((group) => group.members.length > 1).map((group) => group.members.map((member) => member.title));
}

function groupOf(groups: { members: StoryItem[] }[], title: string): string[] {
  return groups.find((group) => group.members.some((member) => member.title === title))!.members.map((member) => member.title);
}

describe(groupStories.name, () => {
  describe('when a Google Trends query, news articles and a Reddit post tell one event', () => {
    // google-trends/google-trends_US_2020-10-17_daily-rss.xml: the query "Cameron Peak Fire" (100,000+)
    // with the articles "'Extreme Fire Behavior' Expected At Cameron Peak Fire On Saturday" and "What we
    // know Saturday: New Cameron Peak Fire mandatory ...".
    const query = item('google_trends', 'Cameron Peak Fire', {
      prScore: 71,
      content:
        "'Extreme Fire Behavior' Expected At Cameron Peak Fire On Saturday (Denver7)\nWhat we know Saturday: New Cameron Peak Fire mandatory evacuations (Coloradoan)",
    });
    const article = item('news', "'Extreme fire behavior' expected at Cameron Peak Fire on Saturday", { prScore: 64 });
    const evacuations = item('news', 'What we know Saturday: new Cameron Peak Fire mandatory evacuations ordered', { prScore: 58 });
    const post = item('reddit', 'Cameron Peak Fire grows to 158,000 acres, now the largest wildfire in Colorado history', { prScore: 77 });
    // A story that shares a word: "Fire crews rescue ..." (modelled on rss/newspal-2018/bbc.xml,
    // "Abandoned seal pup rescued from Cambridgeshire river bank").
    const seal = item('news', 'Fire crews rescue abandoned seal pup from Cambridgeshire river bank', { prScore: 80 });

    it('should put them in one group whose first member has the best score', () => {
      const groups = groupStories([...otherStories(), query, article, evacuations, post, seal]);

      expect(groupOf(groups, query.title)).toEqual([post.title, query.title, article.title, evacuations.title]);
      expect(groupOf(groups, seal.title)).toEqual([seal.title]);
    });
  });

  describe('when the story is written in other languages', () => {
    // google-trends_US_2020-10-17_daily-rss.xml: the query "Lomachenko vs Lopez" (200,000+) and its
    // articles "Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions ..." and "Lomachenko vs.
    // Lopez: Review and Analysis"; the Spanish and Reddit titles are written for this test.
    const query = item('google_trends', 'Lomachenko vs Lopez', { prScore: 82 });
    const predictions = item('news', 'Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions');
    const spanish = item('news', 'Lomachenko pierde ante López por decisión unánime en Las Vegas');
    const post = item('reddit', 'Teofimo Lopez beats Vasiliy Lomachenko by unanimous decision to become undisputed lightweight champion');

    it('should join them by the names and numbers they share', () => {
      const groups = groupStories([...otherStories(), query, predictions, spanish, post]);

      expect(new Set(groupOf(groups, query.title))).toEqual(new Set([query.title, predictions.title, spanish.title, post.title]));
    });

    it('should join a one-word query to a headline in its language through the articles Google lists for it', () => {
      // google-trends_BD_2026-02-02_trending-rss.xml: the query "roma" (500+), whose articles include
      // "Udinese-Roma, furia Gasperini su punizione assegnata a friulani (e sul gol): cos'è successo".
      const roma = item('google_trends', 'roma', {
        content:
          "Udinese-Roma, furia Gasperini su punizione assegnata a friulani (e sul gol): cos'è successo (Corriere dello Sport)\nLa Roma perde a Udine e scivola al quinto posto (Il Romanista)",
      });
      const italian = item('news', 'Udinese-Roma 1-0, la furia di Gasperini sulla punizione: cosa è successo');
      const harvest = item('reddit', 'Roma tomatoes: the best variety for a small balcony garden?');

      const groups = groupStories([...otherStories(), roma, italian, harvest]);

      expect(new Set(groupOf(groups, roma.title))).toEqual(new Set([roma.title, italian.title]));
      expect(groupOf(groups, harvest.title)).toEqual([harvest.title]);
    });
  });

  describe('when a Wikipedia article and a Google query name the same person', () => {
    // wikipedia-mostread/wikipedia-en_feed-featured_2017-02-05.json: "Matt Ryan (American football)"
    // (263,237 views) on the day of Super Bowl LI; the query and headline are written for this test.
    const wikipedia = item('wikipedia', 'Matt Ryan (American football)', {
      content: 'Matthew Thomas Ryan is an American football quarterback for the Atlanta Falcons of the National Football League.',
    });
    const query = item('google_trends', 'Matt Ryan');
    const headline = item('news', 'Falcons quarterback Matt Ryan named NFL MVP on the eve of Super Bowl LI');
    const actor = item('news', 'Ryan Reynolds to star in a new Deadpool film next summer');

    it('should group them, without a story that shares only one name', () => {
      const groups = groupStories([...otherStories(), wikipedia, query, headline, actor]);

      expect(new Set(groupOf(groups, wikipedia.title))).toEqual(new Set([wikipedia.title, query.title, headline.title]));
      expect(groupOf(groups, actor.title)).toEqual([actor.title]);
    });
  });

  describe('when unrelated stories share a common word', () => {
    it('should keep Apple the company apart from an apple harvest', () => {
      // sources/hackernews: "Apple Bringing Back Fun in Visual Design"; rss/newspal-2018/cnbc.xml: "Apple
      // launches free repair program for MacBook and MacBook Pro keyboards".
      const query = item('google_trends', 'Apple', {
        content: 'Apple unveils iPhone 17 with a thinner design (The Verge)\nApple event: everything announced (CNET)',
      });
      const launch = item('news', 'Apple unveils the iPhone 17 and a thinner iPhone Air at its September event');
      const repair = item('news', 'Apple launches free repair program for MacBook keyboards');
      const harvest = item('reddit', 'Record apple harvest expected in Washington state this autumn');

      const groups = groupStories([...otherStories(), query, launch, repair, harvest]);

      expect(new Set(groupOf(groups, query.title))).toEqual(new Set([query.title, launch.title]));
      expect(groupOf(groups, harvest.title)).toEqual([harvest.title]);
      expect(groupOf(groups, repair.title)).toEqual([repair.title]);
    });

    it('should keep the Premier League apart from Premier Inn', () => {
      // google-trends_US_2020-10-17_daily-rss.xml: the query "Premier League" (500,000+) and its article
      // "Report: Liverpool asks Premier League to investigate derby decisions".
      const query = item('google_trends', 'Premier League');
      const liverpool = item('news', 'Liverpool asks Premier League to investigate derby decisions');
      const inn = item('news', 'Premier Inn owner Whitbread reports record summer bookings');

      const groups = groupStories([...otherStories(), query, liverpool, inn]);

      expect(new Set(groupOf(groups, query.title))).toEqual(new Set([query.title, liverpool.title]));
      expect(groupOf(groups, inn.title)).toEqual([inn.title]);
    });

    it('should keep two matches of one tournament apart', () => {
      // rss/newspal-2018/bbc.xml, 2018-06-23: "World Cup 2018: Watch Michy Batshuayi's incredible miss for
      // Belgium v Tunisia" and "World Cup 2018: England's Dele Alli likely to miss Panama match".
      const belgium = item('news', "World Cup 2018: watch Michy Batshuayi's incredible miss for Belgium v Tunisia");
      const england = item('news', "World Cup 2018: England's Dele Alli likely to miss the Panama match");

      expect(titlesOf(groupStories([...otherStories(), belgium, england]))).toEqual([]);
    });
  });

  describe('when one generic topic is contained in two unrelated headlines', () => {
    // google-trends_US_2020-10-17_daily-rss.xml lists both articles under the query "Premier League":
    // "Report: Liverpool asks Premier League to investigate derby decisions" and "Premier League
    // standings, table: Manchester City on the rise after ...".
    const query = item('google_trends', 'Premier League', { prScore: 90 });
    const liverpool = item('news', 'Liverpool asks Premier League to investigate derby decisions');
    const standings = item('news', 'Premier League standings: Manchester City on the rise after win at Arsenal');

    it('should join the topic to one of them and not chain the other in', () => {
      const groups = groupStories([...otherStories(), query, liverpool, standings]);

      expect(groupOf(groups, liverpool.title)).not.toContain(standings.title);
      expect(titlesOf(groups)).toHaveLength(1);
      expect(groupOf(groups, query.title)).toHaveLength(2);
    });
  });

  describe('when the same news is written by several outlets', () => {
    it('should group them by the names and words they share', () => {
      // rss/newspal-2018, 2018-06-23: Breitbart "Peter Strzok Subpoenaed by House Judiciary Committee"
      // and Fox "FBI agent Peter Strzok subpoenaed to testify by House Judiciary Committee"; BBC "Crude
      // oil pours into river from derailed train in US" and Breitbart "Crude Oil Tanker Leaks into
      // Floodwater After Train Derails in Iowa".
      const breitbart = item('news', 'Peter Strzok subpoenaed by House Judiciary Committee');
      const fox = item('news', 'FBI agent Peter Strzok subpoenaed to testify before the House Judiciary Committee');
      const tanker = item('news', 'Crude Oil Tanker Leaks Into Floodwater After Train Derails');

      const groups = groupStories([...otherStories(), breitbart, fox, tanker]);

      expect(new Set(groupOf(groups, fox.title))).toEqual(new Set([breitbart.title, fox.title]));
      expect(new Set(groupOf(groups, tanker.title))).toEqual(
        new Set([tanker.title, 'Crude oil pours into river from derailed train in Iowa']),
      );
    });
  });

  describe('when a trend is a hashtag', () => {
    it('should read it split at its capitals, or run together in lower case', () => {
      // x-trends/USTrends.json (2019-04-19): "#WeLoveTheEarth" and "WE LOVE THE EARTH" side by side;
      // "#LibraryWeek" is the Mastodon tag of the source fixtures.
      const camel = item('x_trending', '#NationalLibraryWeek');
      const lower = item('mastodon', '#librarylovers');
      const headline = item('news', 'National Library Week: libraries report record loans and new library lovers');

      const groups = groupStories([...otherStories(), camel, lower, headline]);

      expect(new Set(groupOf(groups, headline.title))).toEqual(new Set([camel.title, lower.title, headline.title]));
    });
  });

  describe('when a one-word trend has nothing else to go on', () => {
    it('should join the one story every other title with its word belongs to', () => {
      const trend = item('x_trending', 'Lomachenko');
      const query = item('google_trends', 'Lomachenko vs Lopez');
      const predictions = item('news', 'Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions');

      const groups = groupStories([...otherStories(), trend, query, predictions]);

      expect(new Set(groupOf(groups, trend.title))).toEqual(new Set([trend.title, query.title, predictions.title]));
    });

    it('should stay alone when its word is in two stories', () => {
      const trend = item('x_trending', 'Apple');
      const launch = item('news', 'Apple unveils the iPhone 17 and a thinner iPhone Air at its September event');
      const launchPost = item('reddit', 'Apple unveils iPhone 17 Air, its thinnest iPhone yet');
      const harvest = item('reddit', 'Record apple harvest expected in Washington state this autumn');

      const groups = groupStories([...otherStories(), trend, launch, launchPost, harvest]);

      expect(groupOf(groups, trend.title)).toEqual([trend.title]);
      expect(new Set(groupOf(groups, launch.title))).toEqual(new Set([launch.title, launchPost.title]));
    });
  });

  describe('when the same items come in another order', () => {
    it('should give the same groups in the same order', () => {
      const items = [
        ...otherStories(),
        item('google_trends', 'Lomachenko vs Lopez', { prScore: 70 }),
        item('news', 'Vasiliy Lomachenko vs. Teofimo Lopez Jr. fight predictions', { prScore: 70 }),
        item('news', 'Lomachenko pierde ante López por decisión unánime en Las Vegas', { prScore: 70 }),
        item('google_trends', 'Premier League', { prScore: 70 }),
        item('news', 'Liverpool asks Premier League to investigate derby decisions', { prScore: 70 }),
        item('news', 'Premier League standings: Manchester City on the rise after win at Arsenal', { prScore: 70 }),
        item('x_trending', 'Lomachenko', { prScore: 70 }),
      ];
      const ids = (list: StoryItem[]) => groupStories(list).map((group) => group.members.map((member) => member.id));
      const expected = ids(items);

      // A fixed shuffle (no Math.random): the same permutations every run.
      let seed = 7;
      for (let round = 0; round < 20; round += 1) {
        const shuffled = [...items];
        for (let index = shuffled.length - 1; index > 0; index -= 1) {
          seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
          const other = seed % (index + 1);
          [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
        }
        expect(ids(shuffled)).toEqual(expected);
      }
    });

    it('should lead each group with the best score, then the newest, then the higher id', () => {
      const older = item('news', 'Peter Strzok subpoenaed by House Judiciary Committee', {
        prScore: 60,
        timestamp: '2026-02-02T08:00:00.000Z',
      });
      const newer = item('news', 'FBI agent Peter Strzok subpoenaed by the House Judiciary Committee', {
        prScore: 60,
        timestamp: '2026-02-02T10:00:00.000Z',
      });
      const sameTime = item('news', 'House Judiciary Committee subpoenas FBI agent Peter Strzok', {
        prScore: 60,
        timestamp: '2026-02-02T10:00:00.000Z',
      });

      const [group] = groupStories([older, newer, sameTime]);

      expect(group.members.map((member) => member.id)).toEqual([sameTime.id, newer.id, older.id]);
    });
  });
});
