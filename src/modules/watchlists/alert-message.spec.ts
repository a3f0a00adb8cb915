import { clip, digestEmail, matchEmail, testEmail, type AlertStory, type AlertWatchlist } from './alert-message.js';

const watchlist: AlertWatchlist = { id: 4, name: 'Acme', keywords: ['Acme'], minPrScore: 60, sources: [] };
const story = (overrides: Partial<AlertStory> = {}): AlertStory => ({
  itemId: 42,
  title: 'Acme recalls kettles',
  source: 'reddit',
  outlet: 'r/news',
  prScore: 70,
  url: 'https://www.reddit.com/r/news/comments/abc/',
  matchedKeywords: ['Acme'],
  trendjackUrl: 'http://localhost:3000/?item=42',
  ...overrides,
});
const publicUrl = 'http://localhost:3000';

describe(matchEmail.name, () => {
  it('should escape the title in the HTML and keep it as typed in the text', () => {
    const mail = matchEmail('a@b.test', watchlist, story({ title: '<script>alert(1)</script> & more' }), publicUrl);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail.text.split('\n')[0]).toBe('<script>alert(1)</script> & more');
  });

  it('should leave the Link line out when the story has no link', () => {
    const mail = matchEmail('a@b.test', watchlist, story({ url: null }), publicUrl);
    expect(mail.text).not.toContain('Link:');
    expect(mail.text).toContain('Open in Trendjack: http://localhost:3000/?item=42');
  });

  it('should keep a long title to one line of at most 150 characters in the subject', () => {
    const mail = matchEmail('a@b.test', watchlist, story({ title: `${'word '.repeat(60)}\nend` }), publicUrl);
    expect(mail.subject.length).toBeLessThanOrEqual('[Trendjack] '.length + 150);
    expect(mail.subject).not.toContain('\n');
    expect(mail.subject.endsWith('…')).toBe(true);
  });

  it("should say the story's stage and window when it has them (issue 31)", () => {
    const mail = matchEmail('a@b.test', watchlist, story({ timing: 'Rising, about 4 h left to join' }), publicUrl);
    expect(mail.text).toContain('PR score: 70/100\nTiming: Rising, about 4 h left to join\n');
    expect(mail.html).toContain('Rising, about 4 h left to join');
    expect(testEmail('a@b.test', { ...watchlist, onlyRising: true }, publicUrl).text).toContain('Stories: only rising ones');
  });

  it('should name the outlet with the source', () => {
    expect(matchEmail('a@b.test', watchlist, story(), publicUrl).text).toContain('Source: Reddit (r/news)');
    expect(matchEmail('a@b.test', watchlist, story({ source: 'hackernews', outlet: null }), publicUrl).text).toContain(
      'Source: Hacker News\n',
    );
  });
});

describe(testEmail.name, () => {
  it('should say what the watchlist watches for', () => {
    const mail = testEmail('a@b.test', { ...watchlist, sources: ['hackernews'] }, publicUrl);
    expect(mail.subject).toBe('[Trendjack] Test alert for "Acme"');
    expect(mail.text).toContain('Keywords: Acme\nSources: Hacker News\nMinimum PR score: 60/100');
  });
});

describe(digestEmail.name, () => {
  it('should number the stories in the order given and count them in the subject', () => {
    const mail = digestEmail(
      'a@b.test',
      watchlist,
      [story({ title: 'First', itemId: 1 }), story({ title: 'Second', itemId: 2 })],
      publicUrl,
    );
    expect(mail.subject).toBe('[Trendjack] Daily digest for "Acme": 2 stories');
    expect(mail.text).toMatch(/^1\. First$[\s\S]*^2\. Second$/m);
  });
});

describe(clip.name, () => {
  it('should cut at a word and add an ellipsis, and leave short text alone', () => {
    expect(clip('short title', 20)).toBe('short title');
    expect(clip('one two three four five', 12)).toBe('one two…');
  });
});
