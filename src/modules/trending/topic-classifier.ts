// Topic of a trending item: from its subreddit's category (SPEC's subreddit categories), else from a
// keyword classifier over its words (X trends, news, subreddits outside the categories).
import nlp from 'compromise';
import { DEFAULT_TOPIC_COLOR, SUBREDDIT_CATEGORIES, type TopicColor } from '../../contracts/trending.contract.js';
import type { NormalizedItem } from './normalized-item.js';

export type TopicAssignment = { name: string; color: TopicColor };

export const GENERAL_TOPIC: TopicAssignment = { name: 'General', color: DEFAULT_TOPIC_COLOR };

/**
 * Every topic the classifier can assign, with its colour from the spec palette; seed the Topic table
 * from this list. Names follow the subreddit categories; the per-sport and Popular categories fold
 * into Sports and into keyword classification.
 */
export const TOPIC_DEFINITIONS: readonly TopicAssignment[] = [
  { name: 'Technology', color: 'blue' },
  { name: 'AI & Machine Learning', color: 'purple' },
  { name: 'Sports', color: 'green' },
  { name: 'Entertainment', color: 'pink' },
  { name: 'Science', color: 'teal' },
  { name: 'News & Politics', color: 'red' },
  { name: 'Finance & Business', color: 'yellow' },
  { name: 'Lifestyle', color: 'orange' },
  GENERAL_TOPIC,
];

/** Subreddit categories that are a sport of their own fold into Sports; Popular says nothing about a topic. */
const CATEGORY_TOPIC: Record<string, string | null> = {
  NBA: 'Sports',
  NFL: 'Sports',
  'Soccer & Football': 'Sports',
  'Other Sports': 'Sports',
  Popular: null,
};

/** Default subreddits (SPEC section 9) that no category lists. */
const EXTRA_SUBREDDIT_TOPICS: Record<string, string> = {
  marketing: 'Finance & Business',
  socialmedia: 'Technology',
};

/** Words and phrases per topic, lower case; order breaks ties (more specific topics first). */
const TOPIC_KEYWORDS: readonly { name: string; keywords: ReadonlySet<string> }[] = [
  topicKeywords(
    'AI & Machine Learning',
    'ai chatgpt openai gpt gpt-4 gpt-5 llm llms chatbot chatbots deepmind anthropic claude gemini copilot midjourney deepfake deepfakes neural agi',
    ['artificial intelligence', 'machine learning', 'generative ai', 'large language model'],
  ),
  topicKeywords(
    'Technology',
    'tech technology apple iphone ipad android google microsoft samsung software app apps smartphone smartphones laptop chip chips semiconductor nvidia intel amd cyber cybersecurity hack hacked hackers hacker outage internet broadband 5g robot robots robotics gadget gadgets startup browser windows linux meta whatsapp instagram tiktok youtube spotify programming developer developers',
    ['data breach', 'social media', 'silicon valley'],
  ),
  topicKeywords(
    'Science',
    'science scientist scientists researchers nasa esa spacex rocket mars moon lunar planet planets asteroid telescope astronomers species fossil fossils dinosaur physics biology chemistry climate emissions vaccine genome dna quantum birds birdsong sparrow sparrows wildlife',
    ['climate change', 'space station'],
  ),
  topicKeywords(
    'Sports',
    'sport sports football soccer nba nfl mlb nhl f1 tennis golf cricket rugby olympics olympic boxing ufc mma wimbledon playoffs playoff coach quarterback striker goalkeeper league championship tournament fixture fixtures medal athlete athletes marathon',
    // College teams named "Tech" are sport, not technology ("Clemson vs. Georgia Tech score").
    [
      'world cup',
      'premier league',
      'champions league',
      'super bowl',
      'formula 1',
      'grand prix',
      'georgia tech',
      'virginia tech',
      'texas tech',
      'louisiana tech',
    ],
  ),
  topicKeywords(
    'Entertainment',
    'movie movies film films netflix disney hbo tv television series sitcom album song songs singer rapper music concert tour celebrity actor actress casting cinema premiere oscars oscar grammys grammy emmys trailer sequel gaming game games playstation xbox nintendo marvel podcast festival',
    ['box office', 'star wars'],
  ),
  topicKeywords(
    'News & Politics',
    'election elections vote voters president government minister ministers parliament congress senate senator policy law laws court judge police trump biden harris starmer putin ukraine russia israel gaza brexit democrats republicans labour tories protest protests sanctions treaty',
    ['prime minister', 'supreme court', 'white house'],
  ),
  topicKeywords(
    'Finance & Business',
    'business economy economic inflation markets market stocks stock investors investor bank banks banking recession ceo earnings revenue profit profits layoffs jobs salary salaries wages bitcoin crypto ipo budget tax taxes prices retail retailer marketing brand brands sales',
    ['interest rates', 'cost of living', 'black friday', 'stock market'],
  ),
  topicKeywords(
    'Lifestyle',
    'food recipe recipes restaurant restaurants cooking travel holiday holidays vacation hotel hotels flight flights fitness workout diet health wellness parenting parents kids home homes fashion beauty dating wedding pets dog dogs cat cats coffee thanksgiving christmas halloween garden',
    ['life hack', 'mental health'],
  ),
];

const subredditTopics = buildSubredditTopics();
const keywordIndex = buildKeywordIndex();
const colorByName = new Map(TOPIC_DEFINITIONS.map((topic) => [topic.name, topic.color]));

/**
 * Assigns a topic: the subreddit's category when it has one, else the topic whose keywords the title
 * and text mention most, else General (gray). Deterministic.
 */
export function classifyTopic(item: Pick<NormalizedItem, 'subreddit' | 'title' | 'content'>): TopicAssignment {
  const fromSubreddit = item.subreddit ? subredditTopics.get(item.subreddit.toLowerCase()) : undefined;
  if (fromSubreddit) return topic(fromSubreddit);
  return topic(classifyByKeywords(item.content ? `${item.title} ${item.content.slice(0, 300)}` : item.title) ?? GENERAL_TOPIC.name);
}

function classifyByKeywords(text: string): string | null {
  const words = text
    .replace(/#([\p{L}\p{N}_]+)/gu, (_match, tag: string) => tag.replace(/_/g, ' ').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu)
    // "the quarterback's first interception" counts the quarterback.
    ?.map((word) => word.replace(/'s$/, ''));
  if (!words) return null;
  const hits = new Array<number>(TOPIC_KEYWORDS.length).fill(0);
  // The longest phrase at each position wins and its words are not counted again: "georgia tech" is
  // a college team (Sports), not also "tech" (Technology).
  for (let index = 0; index < words.length;) {
    let matched: { length: number; topics: readonly number[] } | null = null;
    let phrase = words[index] as string;
    const extendable = keywordIndex.phraseStarts.has(phrase);
    for (let length = 1; length <= keywordIndex.longestPhrase && index + length <= words.length; length++) {
      if (length > 1) {
        if (!extendable) break;
        phrase = `${phrase} ${words[index + length - 1]}`;
      }
      const topics = keywordIndex.topicsByPhrase.get(phrase);
      if (topics) matched = { length, topics };
    }
    for (const topicIndex of matched?.topics ?? []) hits[topicIndex] = (hits[topicIndex] ?? 0) + 1;
    index += matched?.length ?? 1;
  }
  let best = -1;
  for (let topicIndex = 0; topicIndex < hits.length; topicIndex++) {
    if ((hits[topicIndex] ?? 0) > 0 && (best < 0 || (hits[topicIndex] ?? 0) > (hits[best] ?? 0))) best = topicIndex;
  }
  return best < 0 ? null : (TOPIC_KEYWORDS[best]?.name ?? null);
}

/** Phrase → indexes into TOPIC_KEYWORDS, plus the first words of multi-word phrases, built once. */
function buildKeywordIndex(): { topicsByPhrase: Map<string, number[]>; phraseStarts: Set<string>; longestPhrase: number } {
  const topicsByPhrase = new Map<string, number[]>();
  const phraseStarts = new Set<string>();
  let longestPhrase = 1;
  const add = (phrase: string, topicIndex: number): void => {
    const topics = topicsByPhrase.get(phrase) ?? [];
    if (!topics.includes(topicIndex)) topics.push(topicIndex);
    topicsByPhrase.set(phrase, topics);
    const words = phrase.split(' ');
    if (words.length > 1) phraseStarts.add(words[0] as string);
    longestPhrase = Math.max(longestPhrase, words.length);
  };
  TOPIC_KEYWORDS.forEach(({ keywords }, topicIndex) => keywords.forEach((phrase) => add(phrase, topicIndex)));
  const sportsIndex = TOPIC_KEYWORDS.findIndex((entry) => entry.name === 'Sports');
  for (const team of buildSportsTeams()) add(team, sportsIndex);
  return { topicsByPhrase, phraseStarts, longestPhrase };
}

function topic(name: string): TopicAssignment {
  return { name, color: colorByName.get(name) ?? DEFAULT_TOPIC_COLOR };
}

function buildSubredditTopics(): Map<string, string> {
  const map = new Map<string, string>();
  for (const category of SUBREDDIT_CATEGORIES) {
    const name = category.name in CATEGORY_TOPIC ? CATEGORY_TOPIC[category.name] : category.name;
    if (!name) continue;
    // First category wins: "nba" is listed under Sports before NBA.
    for (const subreddit of category.subreddits) if (!map.has(subreddit.toLowerCase())) map.set(subreddit.toLowerCase(), name);
  }
  for (const [subreddit, name] of Object.entries(EXTRA_SUBREDDIT_TOPICS)) map.set(subreddit, name);
  return map;
}

/** Sports team names from compromise's lexicon ("lakers", "boston red sox"): a trend that names one is about sport. */
function buildSportsTeams(): Set<string> {
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon;
  const teams = new Set<string>();
  for (const [phrase, tags] of Object.entries(lexicon)) if ((Array.isArray(tags) ? tags : [tags]).includes('SportsTeam')) teams.add(phrase);
  return teams;
}

function topicKeywords(name: string, list: string, phrases: readonly string[] = []): { name: string; keywords: ReadonlySet<string> } {
  return { name, keywords: new Set([...list.split(/\s+/).filter(Boolean), ...phrases]) };
}
