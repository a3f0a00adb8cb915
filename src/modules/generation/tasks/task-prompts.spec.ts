// What each task's prompt hands a model for real-looking items: the story, where and when it ran, how
// big it is, how sensitive, and the market to write for (issue 26: "Prompts carry the story").
import type { TrendingItem } from '../../../contracts/trending.contract.js';
import { analyzeHeadline } from '../../headline-analysis/headline-analysis.js';
import { headlineAlternativesInput, headlineAlternativesTask } from './headline-alternatives.task.js';
import { pitchEmailTask } from './pitch-email.task.js';
import { prAnglesTask } from './pr-angles.task.js';
import { trendingCampaignTask } from './trending-campaign.task.js';
import { toAiTrendingItem } from './trending-item.input.js';
import { websiteIdeasTask } from './website-ideas.task.js';

// A Hindu RSS item as the feed describes it: two sentences, then a Google News style list of related
// coverage (anchors, each followed by its outlet in a <font>).
const HINDU_ITEM: TrendingItem = {
  id: 7,
  topicId: 3,
  source: 'news',
  subreddit: null,
  publication: 'The Hindu',
  sourceUrl: 'https://www.thehindu.com/business/Economy/rbi-keeps-repo-rate-unchanged/article68912345.ece',
  title: 'RBI keeps repo rate unchanged at 5.5%, flags vegetable prices',
  content:
    "<p>The Reserve Bank of India's Monetary Policy Committee voted 5-1 on Friday to keep the repo rate at 5.5%. " +
    'Governor Sanjay Malhotra said food inflation had eased but vegetable prices in Mumbai and Delhi remained volatile.</p>' +
    '<ol><li><a href="https://news.google.com/rss/articles/CBMiRBI1?oc=5" target="_blank">RBI policy: repo rate unchanged</a>&nbsp;&nbsp;<font color="#6f6f6f">Mint</font></li>' +
    '<li><a href="https://news.google.com/rss/articles/CBMiRBI2?oc=5" target="_blank">Sensex rises after RBI pause</a>&nbsp;&nbsp;<font color="#6f6f6f">The Economic Times</font></li></ol>',
  upvotes: null,
  comments: null,
  shares: null,
  prScore: 61,
  timestamp: '2026-11-27T06:15:00.000Z',
  sensitivity: [],
};
const CLEANED_TEXT =
  "The Reserve Bank of India's Monetary Policy Committee voted 5-1 on Friday to keep the repo rate at 5.5%. " +
  'Governor Sanjay Malhotra said food inflation had eased but vegetable prices in Mumbai and Delhi remained volatile.';

// An r/india post with counts, a sensitive subject and a list of source links under its text.
const KERALA_POST: TrendingItem = {
  ...HINDU_ITEM,
  id: 8,
  source: 'reddit',
  subreddit: 'india',
  publication: null,
  sourceUrl: 'https://www.reddit.com/r/india/comments/1h0abcd/kerala_floods/',
  title: 'Kerala floods: 12 dead as IMD issues red alert for four districts',
  content:
    'Relief camps in Idukki and Wayanad are full and the state has asked for NDRF teams. [KSDMA](https://sdma.kerala.gov.in/) lists helpline numbers.\n\n' +
    'Sources:\n- https://www.thehindu.com/news/national/kerala/floods/article1.ece\n- [Onmanorama](https://www.onmanorama.com/news/kerala/floods.html)',
  upvotes: 4210,
  comments: 388,
  sensitivity: ['death', 'disaster'],
};

const item = toAiTrendingItem(HINDU_ITEM, 'Finance & Business');
const plan = {
  newsLine: 'The RBI kept the repo rate at 5.5% on Friday.',
  tactic: 'Expert commentary',
  spokesperson: 'a personal finance adviser',
  audience: 'Indian home-loan borrowers',
  dataSource: 'Reserve Bank of India Database on Indian Economy',
  outlets: ['Mint', 'The Hindu BusinessLine'],
};

/** What every item task's prompt must carry for the Hindu item. */
function expectTheHinduStory(prompt: { system: string; user: string }) {
  expect(prompt.user).toContain(`Title: ${HINDU_ITEM.title}`);
  expect(prompt.user).toContain(`Text:\n${CLEANED_TEXT}`);
  expect(prompt.user).not.toMatch(/news\.google\.com|Sensex rises after RBI pause|<a |<font/);
  expect(prompt.user).toContain('Publication: The Hindu');
  expect(prompt.user).toContain('Published: 2026-11-27 (27 November 2026, 06:15 UTC)');
  expect(prompt.user).toContain(`Link: ${HINDU_ITEM.sourceUrl}`);
  expect(prompt.user).toContain('Engagement: no public counts');
  expect(prompt.user).toContain('Sensitivity: none');
  expect(prompt.user).toContain('Country of the story: India');
  expect(prompt.user).toContain('Target market: India');
  expectIndianSystemPrompt(prompt.system);
}

function expectIndianSystemPrompt(system: string) {
  expect(system).toContain('The target market is India.');
  expect(system).toContain('The Hindu');
  expect(system).toContain('Ministry of Statistics and Programme Implementation (MoSPI)');
  expect(system).toContain('Indian English');
  expect(system).not.toMatch(/UK and US media|British English unless/);
  expect(system).toContain('Never invent names of people');
  expect(system).toContain('Answer with one JSON object');
}

describe('item task prompts', () => {
  describe(prAnglesTask.name, () => {
    describe('when the item is a Hindu RSS story whose description holds a list of links', () => {
      it('should carry the cleaned text, publication, date, link, counts, sensitivity, country and market', () => {
        expectTheHinduStory(prAnglesTask.prompt(item));
      });
    });

    describe('when the item is a sensitive r/india post with counts and a list of sources', () => {
      it('should carry its counts, sensitivity and sentences without the links, and the brand-safety rules', () => {
        const prompt = prAnglesTask.prompt(toAiTrendingItem(KERALA_POST, null));
        expect(prompt.user).toContain('Source: Reddit, r/india');
        expect(prompt.user).toContain('Engagement: 4,210 upvotes, 388 comments');
        expect(prompt.user).toContain('Sensitivity: Death, Disaster');
        expect(prompt.user).toMatch(
          /Text:\nRelief camps in Idukki and Wayanad are full and the state has asked for NDRF teams\. KSDMA lists helpline numbers\.$/,
        );
        expect(prompt.user).toContain('This item is sensitive news (death and disaster)');
        expect(prompt.user).toContain('Target market: India');
        expect(prompt.user).not.toContain('onmanorama.com');
        expectIndianSystemPrompt(prompt.system);
      });
    });
  });

  describe(pitchEmailTask.name, () => {
    it('should carry the story with the angle and its plan', () => {
      const prompt = pitchEmailTask.prompt({
        angle: { angle: 'A personal finance adviser explains what the pause means for EMIs.', headline: null, format: 'Expert Commentary' },
        plan,
        item,
      });
      expectTheHinduStory(prompt);
      expect(prompt.user).toContain('"spokesperson": "a personal finance adviser"');
    });

    describe('when addressed to a journalist', () => {
      const journalist = {
        name: 'Anjali Rao',
        title: 'Banking correspondent',
        outlet: 'Mint',
        recentArticle: { title: 'Home-loan EMIs may stay high into 2027', url: 'https://www.livemint.com/money/emi-2027.html' },
        wroteThisStory: false,
      };
      const input = {
        angle: { angle: 'A personal finance adviser explains what the pause means for EMIs.', headline: null, format: 'Expert Commentary' },
        plan,
        item,
        journalist,
      };

      it('should carry the journalist and their real article, to be named by its exact title', () => {
        const prompt = pitchEmailTask.prompt(input);
        expect(prompt.user).toContain('Address it to Anjali Rao, Banking correspondent, at Mint');
        expect(prompt.user).toContain('greet them as "Hi Anjali,"');
        expect(prompt.user).toContain('refers to their recent article "Home-loan EMIs may stay high into 2027" by this exact title');
        expect(prompt.user).toContain('"url": "https://www.livemint.com/money/emi-2027.html"');
      });

      it('should send back an answer that greets someone else or leaves out their article', () => {
        const answer = {
          subject: 'RBI pause: an adviser on what it means for EMIs',
          body: 'Hi,\n\nThe RBI kept the repo rate at 5.5%. A personal finance adviser we work with can explain what it means.',
          targetPublications: ['Mint'],
          keyContacts: ['Personal finance editor'],
        };
        const problems = pitchEmailTask.crossCheck(input, answer);
        expect(problems).toContain('body: must greet Anjali Rao by name');
        expect(problems).toContain('body: must refer to their article by its exact title "Home-loan EMIs may stay high into 2027"');
      });

      it('should tell the model not to mention any article when none of theirs is known', () => {
        const prompt = pitchEmailTask.prompt({ ...input, journalist: { ...journalist, recentArticle: null } });
        expect(prompt.user).toContain('No article of theirs on this subject is known: do not mention any article of theirs.');
      });
    });
  });

  describe(trendingCampaignTask.name, () => {
    it('should carry the story with the plan', () => {
      const prompt = trendingCampaignTask.prompt({ item, plan });
      expectTheHinduStory(prompt);
      expect(prompt.user).toContain('"dataSource": "Reserve Bank of India Database on Indian Economy"');
    });
  });

  describe(headlineAlternativesTask.name, () => {
    const headline = 'Rates stay the same again';

    describe('when the headline is written for a trending item', () => {
      it("should carry the article's title, cleaned text, publication and market", () => {
        const prompt = headlineAlternativesTask.prompt(headlineAlternativesInput(headline, analyzeHeadline(headline).metrics, item));
        expect(prompt.user).toContain(`Title: ${HINDU_ITEM.title}`);
        expect(prompt.user).toContain(`Text:\n${CLEANED_TEXT}`);
        expect(prompt.user).toContain('Publication: The Hindu');
        expect(prompt.user).toContain('Target market: India');
        expect(prompt.user).toContain('add a number, name or claim only when the article below states it');
        expectIndianSystemPrompt(prompt.system);
      });
    });

    describe('when the headline stands alone', () => {
      it('should name no market and forbid any added fact', () => {
        const prompt = headlineAlternativesTask.prompt(headlineAlternativesInput(headline, analyzeHeadline(headline).metrics));
        expect(prompt.user).not.toContain('Target market');
        expect(prompt.user).toContain('add no number, name or claim it does not contain');
        expect(prompt.system).not.toContain('UK and US media');
      });
    });
  });

  describe(websiteIdeasTask.name, () => {
    it("should carry the page's sections and main text beside the analysis", () => {
      const prompt = websiteIdeasTask.prompt({
        url: 'https://www.spiceroute.in/',
        title: 'Spice Route Kitchen | Charcoal-fired Kerala food in Bengaluru',
        description: 'Kerala dishes cooked over charcoal in Indiranagar.',
        brand: 'Spice Route Kitchen',
        businessType: 'Restaurant & Food',
        targetAudience: 'Diners in Bengaluru (B2C)',
        keyMessages: ['Charcoal-fired Kerala food in Bengaluru'],
        mainText: 'Every dish is cooked over charcoal from Kerala. We open at noon.\nSlow-cooked biryani served with raita and pickle.',
        sections: [
          { heading: 'Our kitchen', line: 'Every dish is cooked over charcoal from Kerala.' },
          { heading: 'Private dining', line: null },
        ],
      });
      expect(prompt.user).toContain(
        "The page's sections (heading: the line under it):\n- Our kitchen: Every dish is cooked over charcoal from Kerala.\n- Private dining",
      );
      expect(prompt.user).toContain(
        "The page's main text:\nEvery dish is cooked over charcoal from Kerala. We open at noon.\nSlow-cooked biryani",
      );
      expect(prompt.user).toContain('"brand": "Spice Route Kitchen"');
      expect(prompt.system).not.toContain('UK and US media');
    });
  });
});
