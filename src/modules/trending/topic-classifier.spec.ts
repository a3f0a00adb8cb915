import { TOPIC_COLORS } from '../../contracts/trending.contract.js';
import { classifyTopic, TOPIC_DEFINITIONS } from './topic-classifier.js';

function item(
  title: string,
  subreddit: string | null = null,
  content: string | null = null,
): { title: string; subreddit: string | null; content: string | null } {
  return { title, subreddit, content };
}

describe(classifyTopic.name, () => {
  describe('when the item comes from a subreddit in a category', () => {
    it('should use the category, whatever the title says', () => {
      expect(classifyTopic(item('Anyone else watching the game tonight?', 'technology'))).toEqual({ name: 'Technology', color: 'blue' });
      expect(classifyTopic(item('New model weights released', 'LocalLLaMA'))).toEqual({ name: 'AI & Machine Learning', color: 'purple' });
      expect(classifyTopic(item('Trade deadline thread', 'Lakers'))).toEqual({ name: 'Sports', color: 'green' });
      expect(classifyTopic(item('Which stock should I buy?', 'personalfinance'))).toEqual({ name: 'Finance & Business', color: 'yellow' });
    });
  });

  describe('when the subreddit is a default outside every category', () => {
    it('should use its mapped topic', () => {
      expect(classifyTopic(item('Best tools for campaign tracking', 'marketing')).name).toBe('Finance & Business');
    });
  });

  describe('when the subreddit is in Popular or unknown', () => {
    it('should classify by keywords', () => {
      expect(classifyTopic(item('TIL NASA found water ice on the Moon', 'todayilearned')).name).toBe('Science');
      expect(classifyTopic(item('What is the best Premier League goal ever?', 'AskReddit')).name).toBe('Sports');
    });
  });

  describe('when classifying X trends and news by keywords', () => {
    it('should pick the topic the words point to', () => {
      expect(classifyTopic(item('#WorldCupDraw')).name).toBe('Sports');
      expect(classifyTopic(item('Lakers')).name).toBe('Sports');
      expect(classifyTopic(item('OpenAI unveils new ChatGPT features')).name).toBe('AI & Machine Learning');
      expect(classifyTopic(item('Black Friday')).name).toBe('Finance & Business');
      expect(classifyTopic(item('Senate passes budget bill', null, 'The vote followed a week of talks in Congress.')).name).toBe(
        'News & Politics',
      );
      expect(classifyTopic(item('Netflix confirms a second season of the series')).name).toBe('Entertainment');
    });

    it('should read a college team called "Tech" as sport, and count a possessive noun', () => {
      // Before: Technology, so the angles went to consumer technology desks for "US app users".
      const clemson = item(
        'Clemson football',
        null,
        "Clemson QB Trevor Lawrence falls just short of ACC record with ... (ESPN): Clemson's Trevor Lawrence threw an ill-advised deep pass that was picked off by Georgia Tech's Zamari Walton -- the quarterback's first interception since Oct.\nClemson vs. Georgia Tech score: No. 1 Tigers drop 73 points",
      );
      expect(classifyTopic(clemson).name).toBe('Sports');
      // The longest phrase counts, not also its words: "georgia tech" is no "tech".
      expect(classifyTopic(item('Georgia Tech upsets Clemson')).name).toBe('Sports');
      expect(classifyTopic(item('Texas Tech beats Baylor')).name).toBe('Sports');
    });

    it('should fall back to General in gray when nothing matches', () => {
      expect(classifyTopic(item('Café Society'))).toEqual({ name: 'General', color: 'gray' });
    });
  });
});

describe('TOPIC_DEFINITIONS', () => {
  it('should use distinct names and colours from the spec palette (or gray for General)', () => {
    const names = TOPIC_DEFINITIONS.map((topic) => topic.name);
    const colors = TOPIC_DEFINITIONS.map((topic) => topic.color);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(colors).size).toBe(colors.length);
    for (const topic of TOPIC_DEFINITIONS) expect([...TOPIC_COLORS, 'gray']).toContain(topic.color);
  });
});
