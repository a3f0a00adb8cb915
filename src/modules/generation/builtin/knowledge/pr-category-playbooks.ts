// Playbooks for the ten PR categories of the spec: what the tactic is, what it needs, how much effort
// and speed it takes, its risks and typical formats, and templates for its angle, hook and steps.
import type { CampaignFormat } from '../../../../contracts/campaigns.contract.js';
import type { EffortLevel, PrCategoryId, SpeedLevel } from '../../../../contracts/ideas.contract.js';
import {
  capitalize,
  hasReadableThread,
  pronounOf,
  repliesRead,
  storyOf,
  subjectAgain,
  topicAgain,
  withNoun,
  type SlotTemplate,
  type Slots,
} from './slots.js';

export type Difficulty = 'Easy' | 'Medium' | 'Hard';
type Template = (slots: Slots) => string;

const named = (s: Slots) => s.subjectKind !== 'none';
const labelled = (s: Slots) => s.subjectLabel !== null;

export type PrCategoryPlaybook = {
  id: PrCategoryId;
  /** What the tactic is, in one sentence. */
  tactic: string;
  /**
   * The tactic as what a brand does, so it reads both before "on the subject" and, when a brief idea
   * opens on its subject, straight before "for the audience": "publishes a ranked price-comparison index".
   */
  action: string;
  /** What it needs before it can run. */
  needs: readonly string[];
  effort: EffortLevel;
  speed: SpeedLevel;
  difficulty: Difficulty;
  risks: readonly string[];
  /** Typical formats of the output, as shown on an angle. */
  formats: readonly string[];
  /** The dashboard campaign formats it fits, best first. */
  campaignFormats: readonly CampaignFormat[];
  timeline: string;
  /** How many days a story of this kind stays usable. */
  shelfLifeDays: number;
  /** Where trends of this kind are found. */
  sourcePlatform: string;
  /** How the story reaches journalists. */
  delivery: string;
  /** Angle sentences for a trending item; noun phrases in running text use `theSubject` and `theTopic`. */
  angles: readonly Template[];
  /** Why journalists would cover it. */
  hooks: readonly Template[];
  /** Campaign titles; at least one fits any input. */
  titles: readonly SlotTemplate[];
  /** Implementation steps, in order. */
  steps: readonly Template[];
  /**
   * How a same-day tactic reads when no story is breaking (a brief idea without a trend): prepared in
   * advance and sent the day the subject is next in the news. Graded blind, ideas that called
   * themselves evergreen while promising comment "within hours" contradicted themselves.
   */
  prepared?: {
    action?: string;
    hooks: readonly Template[];
    timeline: string;
    steps?: readonly Template[];
  };
};

export const PR_CATEGORY_PLAYBOOKS: Readonly<Record<PrCategoryId, PrCategoryPlaybook>> = {
  1: {
    id: 1,
    tactic: 'A credentialled spokesperson gives journalists a clear, corrective or contrarian view, backed by one hard fact.',
    action: 'puts its expert in front of journalists to bust the myths',
    needs: [
      'a spokesperson with real credentials',
      'three to five prepared soundbites',
      'one supporting data point',
      'media-trained availability on the day',
    ],
    effort: 'Low',
    speed: 'Same-day',
    difficulty: 'Easy',
    risks: [
      'Commentary with nothing new gets ignored: bring a fact or a myth nobody has busted yet.',
      'Opinion on a sensitive story can backfire: agree red lines with legal or compliance first.',
    ],
    formats: ['Expert Commentary', 'Myth-buster Q&A', 'Reactive Comment'],
    campaignFormats: ['Expert Roundtable', 'Infographic'],
    timeline: 'Same day: comment out within 2-4 hours, follow-up Q&A within 48 hours',
    shelfLifeDays: 3,
    sourcePlatform: 'Google News',
    delivery: 'Reactive comment to news desks within hours, then a myth-buster Q&A on the newsroom page',
    angles: [
      (s) =>
        `Offer ${s.expert} to bust the myths around ${s.theTopic}: what ${s.audience} get wrong about ${subjectAgain(s)}, and what the evidence from ${s.dataSource} actually says.`,
      (s) =>
        `Position ${s.expert} as the calm, evidence-led voice on ${s.theSubject}: three things the coverage is missing, each backed by a fact journalists can check.`,
    ],
    hooks: [
      (s) =>
        `Everyone is discussing ${s.theSubject}, but the claims outrun the evidence; a credible expert correcting the record is a ready-made story.`,
      (s) => `Journalists covering ${s.theTopic} need an independent expert voice today, and most competitors will not have one ready.`,
    ],
    titles: [
      { fits: named, render: (s) => `${s.subject}: Myths vs Facts` },
      { render: (s) => `The Truth About ${s.theTopic}` },
      { render: (s) => `${s.topic}: What the Evidence Says` },
    ],
    steps: [
      (s) => `Brief ${s.expert} on ${storyOf(s)} and agree three soundbites and one red line.`,
      (s) => `Pull one verifiable figure from ${s.dataSource} to anchor the comment.`,
      (s) => `Send a short comment (under 150 words) to ${s.beat} desks with availability for interview.`,
      () => 'Publish a myth-buster Q&A on the website and link to it from social posts.',
      () => 'Follow up with broadcast producers for same-day radio and TV slots.',
    ],
    prepared: {
      hooks: [
        (s) =>
          `Stories about ${s.theSubject} keep coming back, and the same misconceptions come back with them; an expert with the corrections and one checked figure ready gives journalists a story.`,
      ],
      timeline: '1 week to brief the expert and write the Q&A; the comment goes out the day the subject is next in the news',
    },
  },
  2: {
    id: 2,
    tactic: 'Collect prices for one thing across places or over time and publish a ranked index that journalists can localise.',
    action: 'publishes a ranked price-comparison index',
    needs: [
      'a clear price basket and methodology',
      'price data from public sources or collection',
      'a city or region breakdown',
      'charts and a ranked table',
    ],
    effort: 'Medium',
    speed: '1 week',
    difficulty: 'Medium',
    risks: [
      'A weak methodology gets picked apart: publish it in full.',
      'Prices date quickly: refresh the index or it turns stale and inaccurate.',
    ],
    formats: ['Data Index', 'Interactive Map', 'Infographic'],
    campaignFormats: ['Interactive Tool', 'Infographic', 'Data-led Survey'],
    timeline: '2-3 weeks: one week collecting prices, one analysing and designing, then launch',
    shelfLifeDays: 60,
    sourcePlatform: 'Google Trends',
    delivery: 'Exclusive to one national outlet, then a press release with a localised line for each city or region',
    angles: [
      (s) =>
        `Build a cost index around ${s.theTopic}: compare prices across ${s.count} cities in ${s.region}, ranked, so every regional outlet gets its own line.`,
      (s) =>
        `Turn ${s.number ? `the ${s.number} figure` : 'the price talk'} around ${s.theSubject} into a price-comparison table: where ${s.audience} pay most and least, using ${s.dataSource} as the baseline.`,
    ],
    hooks: [
      (s) => `Prices are the story behind ${s.theSubject}; a ranked, localised index gives every outlet a headline about its own area.`,
      (s) =>
        `${s.audience} want to know whether they are paying too much for ${s.theTopic}, and nobody has published a like-for-like comparison.`,
    ],
    titles: [
      { fits: labelled, render: (s) => `The ${withNoun(s, 'Price Index')}` },
      // Not on a topic that is a cost already: "The Real Cost of School Uniform Costs".
      {
        fits: (s) => !/\b(?:costs?|prices?|fees|bills|fares|rates)$/i.test(s.topic),
        render: (s) => `The Real Cost of ${s.theTopic} Across ${s.region}`,
      },
      { render: (s) => `The Price Gap: ${s.topic} Across ${s.region}` },
    ],
    steps: [
      (s) => `Define the basket for ${s.theTopic}: which items or services, which ${s.count} locations, which date.`,
      (s) => `Collect prices and benchmark them against ${s.dataSource}.`,
      () => 'Rank locations, compute the gap between cheapest and dearest, and write the methodology note.',
      () => 'Design a ranked table, a map and one hero chart; localise a paragraph per city.',
      (s) => `Pitch nationals first with the headline ranking, then regional press with their own line, via ${s.beat} desks.`,
    ],
  },
  3: {
    id: 3,
    tactic: 'A spot-the-difference, quiz or visual puzzle built around the story, which readers share and publishers embed.',
    action: 'launches a shareable brain-teaser',
    needs: [
      'a puzzle concept with an answer reveal',
      'an illustrator or designer',
      'an embeddable image or quiz',
      'a solve-time test with a small sample',
    ],
    effort: 'Medium',
    speed: '1 week',
    difficulty: 'Medium',
    risks: [
      'Too easy or too hard kills sharing: test solve times before launch.',
      'A puzzle with a thin link to the brand wins coverage but no brand recall.',
    ],
    formats: ['Interactive Puzzle', 'Quiz', 'Visual Brain-Teaser'],
    campaignFormats: ['Interactive Tool', 'Social Experiment'],
    timeline: '1-2 weeks: concept, illustration, solve-time test, launch',
    shelfLifeDays: 30,
    sourcePlatform: 'Facebook',
    delivery: 'Embeddable puzzle offered first to one national online desk, then seeded on social with the answer held back',
    angles: [
      (s) =>
        `Create a brain-teaser around ${s.theSubject}: a visual puzzle hiding one detail about ${topicAgain(s)}, with the average solve time measured on ${s.sample} people.`,
      (s) =>
        `Launch a ten-question quiz that tests how much ${s.audience} really know about ${s.theTopic}, with the answers sourced from ${s.dataSource}.`,
    ],
    hooks: [
      (s) => `Puzzles travel: readers share their solve times and publishers embed the image, riding the interest in ${s.theSubject}.`,
      (s) => `A quick test of knowledge about ${s.theTopic} gives online editors an interactive piece with a built-in share mechanic.`,
    ],
    titles: [
      { fits: labelled, render: (s) => `The ${withNoun(s, 'Brain-Teaser')}` },
      { render: (s) => `How Well Do You Know ${s.theTopic}?` },
      { render: (s) => `The ${s.count}-Question Quiz on ${s.theTopic}` },
    ],
    steps: [
      (s) => `Sketch three puzzle concepts hidden inside a scene about ${s.theSubject} and pick the one with the clearest reveal.`,
      () => 'Commission the illustration and an answer image.',
      () => 'Time a small panel of testers, so the launch can say honestly how many solved it in under a minute.',
      () => 'Package the puzzle, the answer and embed code; offer an exclusive to one national online desk.',
      () => 'Seed on Facebook and X with the challenge copy and track shares.',
    ],
  },
  4: {
    id: 4,
    tactic: 'Re-open a perennial topic with new numbers, updating what everyone thinks they know.',
    action: 'refreshes the evergreen story with new figures',
    needs: [
      'a fresh dataset or survey',
      'a comparison with the last published figures',
      'an expert interpretation',
      'an updated guide page',
    ],
    effort: 'Medium',
    speed: '1 week',
    difficulty: 'Easy',
    risks: [
      'Without a genuinely new figure it reads as recycled content.',
      'Check the figures you compare against are still the latest release.',
    ],
    formats: ['Updated Guide', 'Data Report', 'Listicle'],
    campaignFormats: ['Data-led Survey', 'Infographic'],
    timeline: "2-4 weeks, timed to the topic's seasonal peak",
    shelfLifeDays: 180,
    sourcePlatform: 'Google Trends',
    delivery: 'Press release with the updated figures, plus an evergreen guide page journalists can link to',
    angles: [
      (s) =>
        `Refresh the evergreen guide to ${s.theTopic}: new figures from ${s.dataSource} set against what ${s.audience} assumed, with the news about ${subjectAgain(s)} as the timely way in.`,
      (s) =>
        `Publish "${s.count} things that have changed about ${s.theTopic}", an updated explainer that ${s.beat} writers can cite whenever the news returns to ${subjectAgain(s)}.`,
    ],
    hooks: [
      (s) =>
        `Stories about ${s.theTopic} come back every year; new numbers give journalists a reason to write about ${pronounOf(s.topic, s.topicKind)} again now.`,
      (s) =>
        `The figures most articles quote about ${s.theTopic} are out of date, and the news about ${subjectAgain(s)} makes the update timely.`,
    ],
    titles: [
      { render: (s) => `${s.topic}: The Updated Guide` },
      { fits: named, render: (s) => `${s.subject}, Revisited` },
      { render: (s) => `${s.count} Things That Have Changed About ${s.theTopic}` },
    ],
    steps: [
      (s) => `Audit what is usually quoted about ${s.theTopic} and when it was last updated.`,
      (s) => `Pull the newest release from ${s.dataSource} and add a ${s.sample}-person survey if needed.`,
      () => 'Write the "what has changed" comparison and a short expert interpretation.',
      () => 'Update or create the evergreen guide page with charts and a methodology box.',
      (s) => `Pitch to ${s.beat} and features desks ahead of the topic's seasonal peak.`,
    ],
  },
  5: {
    id: 5,
    tactic: 'Join a breaking story within hours with a relevant reaction, data point or offer that journalists can add to their coverage.',
    action: 'reacts within hours with expert comment and a fresh data point',
    needs: ['news monitoring', 'a pre-approved spokesperson', 'one relevant data point', 'sign-off within the hour'],
    effort: 'Low',
    speed: 'Same-day',
    difficulty: 'Medium',
    risks: [
      'Late is worthless: the window is usually hours, not days.',
      'Jumping on a tragedy or divisive story looks opportunistic: check the tone twice.',
    ],
    formats: ['Reactive Comment', 'Press Release', 'Expert Commentary'],
    campaignFormats: ['Expert Roundtable', 'Infographic'],
    timeline: 'Same day: out within 2-6 hours of the story',
    shelfLifeDays: 2,
    sourcePlatform: 'X (Twitter)',
    delivery: 'Same-day reactive comment by e-mail to news desks, with the spokesperson offered for broadcast',
    angles: [
      (s) =>
        `Newsjack ${storyOf(s)} today: send ${s.beat} desks a two-line reaction from ${s.expert}, plus one figure from ${s.dataSource} that moves it forward.`,
      (s) =>
        `React while the conversation about ${s.theTopic} is running on ${s.platform}: explain in plain words what it means for ${s.audience}, and offer ${s.expert} for broadcast.`,
    ],
    hooks: [
      (s) => `${capitalize(storyOf(s))} is moving now; desks need reaction and a fresh fact for their follow-ups within hours.`,
      (s) =>
        `The conversation about ${s.theTopic} on ${s.platform} shows an audience hungry for explanation, and the follow-up stories are still being written.`,
    ],
    titles: [
      { fits: named, render: (s) => `${s.subject}: What It Means for ${s.audience}` },
      { render: (s) => `Rapid Response: ${s.topic}` },
      { render: (s) => `${s.topic}: The Reaction Desk` },
    ],
    steps: [
      (s) => `Confirm the facts of ${storyOf(s)} and check it is safe to comment on.`,
      (s) => `Draft a two-line reaction from ${s.expert}, anchored on one figure from ${s.dataSource}.`,
      (s) => `Send it to ${s.beat} and news desks within the hour, offering interviews.`,
      () => 'Post the comment on the newsroom page and social channels.',
      () => 'Monitor follow-ups for 48 hours and offer a longer analysis piece.',
    ],
    prepared: {
      action: 'prepares expert comment and a fresh data point in advance',
      hooks: [
        (s) =>
          `Stories about ${s.theSubject} return to the news again and again; a comment and a figure signed off in advance let desks use them within hours of the next story.`,
      ],
      timeline: '1 week to prepare and sign off the comment; it goes out within hours of the next story on the subject',
      steps: [
        (s) => `Set up news alerts for ${s.theSubject} and note when it usually returns to the news.`,
        (s) => `Draft and sign off a two-line comment from ${s.expert} in advance, anchored on one figure from ${s.dataSource}.`,
        (s) =>
          `When the subject is next in the news, check the new story's facts, then send the comment to ${s.beat} desks within the hour.`,
        () => 'Post the comment on the newsroom page and social channels.',
      ],
    },
  },
  6: {
    id: 6,
    tactic: 'Run a controlled test or challenge with people, products or places and report the results as a story.',
    action: 'runs and films a measured experiment',
    needs: [
      'a method and a sample of participants',
      'measurement kit or tracking',
      'photos or video of the experiment',
      'a results write-up',
    ],
    effort: 'High',
    speed: '1 week',
    difficulty: 'Hard',
    risks: [
      'Small samples invite criticism: be upfront about the method.',
      "Participants' welfare and consent must be covered before filming.",
    ],
    formats: ['Social Experiment', 'Video', 'Case Study'],
    campaignFormats: ['Social Experiment', 'Data-led Survey'],
    timeline: '3-6 weeks: design, run, analyse, launch',
    shelfLifeDays: 45,
    sourcePlatform: 'YouTube',
    delivery: 'Exclusive with video and photos to one outlet, then a wider release with the method attached',
    angles: [
      (s) =>
        `Run an experiment on ${s.theTopic}: ${s.count} volunteers take part for a week while we measure the effect, then report what really changes for ${s.audience}.`,
      (s) =>
        `Put the claims about ${s.theSubject} to a filmed test: ${s.count} participants, a clear method, and a result ${s.beat} editors can run with pictures.`,
    ],
    hooks: [
      (s) =>
        `Everyone has an opinion about ${s.theSubject}; a real experiment with measured results gives journalists evidence and pictures.`,
      (s) =>
        `First-hand results beat speculation: "we tested it" is a headline editors trust, and nobody has tested ${s.theTopic} in public yet.`,
    ],
    titles: [
      { fits: (s) => s.subjectLabel !== null && s.subjectKind === 'thing', render: (s) => `The ${withNoun(s, 'Experiment')}` },
      { fits: (s) => s.topicKind === 'thing', render: (s) => `We Tested ${s.theTopic}` },
      { render: (s) => `${s.topic}: The ${s.count}-Day Test` },
    ],
    steps: [
      (s) => `Write the hypothesis and the method for a test of ${s.theTopic}, and have ${s.expert} sign them off.`,
      (s) => `Recruit ${s.count} participants and collect consent.`,
      () => 'Run the experiment, measuring before and after, and film it.',
      (s) => `Analyse the results against a baseline from ${s.dataSource}.`,
      (s) => `Offer the story with video to a ${s.beat} desk as an exclusive, then release widely.`,
    ],
  },
  7: {
    id: 7,
    tactic: "Take a trend already spreading on TikTok or Instagram and add the brand's data or an expert test to it.",
    action: 'remixes a trend already spreading on TikTok and Instagram',
    needs: ['trend monitoring', 'a short-form video creator', 'an expert to test or debunk the trend', 'one quick data point'],
    effort: 'Low',
    speed: '48h',
    difficulty: 'Easy',
    risks: [
      'Trends burn out in days: publish while it peaks.',
      'Copying creators without credit causes backlash: credit them or collaborate.',
    ],
    formats: ['Short-form Video', 'Social Post', 'Expert Commentary'],
    campaignFormats: ['Social Experiment', 'Infographic'],
    timeline: '48 hours: script, film and publish while the trend peaks',
    shelfLifeDays: 7,
    sourcePlatform: 'TikTok',
    delivery: 'Short-form video on TikTok and Instagram first, then pitched with view counts to online trends reporters',
    angles: [
      (s) =>
        `Remix ${storyOf(s, 'moment')} for TikTok and Instagram: ${s.expert} reacts on camera and adds the one fact about ${topicAgain(s)} nobody is sharing.`,
      (s) =>
        `Turn ${s.theTopic} into a short-form series: three 30-second videos that test the trend, with results ${s.beat} journalists can embed.`,
    ],
    hooks: [
      (s) =>
        `Posts about ${s.theSubject} are already spreading on social; journalists write "the internet is obsessed with" stories and need an expert angle.`,
      (s) => `Short-form video about ${s.theTopic} is where ${s.audience} are talking; a tested, expert take stands out and gets embedded.`,
    ],
    titles: [
      { fits: named, render: (s) => `${s.subject}: The Trend, Tested` },
      { fits: labelled, render: (s) => `The ${withNoun(s, 'Remix')}` },
      { render: (s) => `${s.topic}, Fact-Checked on TikTok` },
    ],
    steps: [
      (s) => `Save the top ten posts about ${s.theSubject} and note the format that is working.`,
      (s) => `Script a reaction or test with ${s.expert} in that format.`,
      () => 'Film and publish three short videos within 48 hours, crediting the original creators.',
      () => 'Pitch the best-performing video with its view count to online trends reporters.',
    ],
  },
  8: {
    id: 8,
    tactic: 'Analyse what a community says about a topic (threads, comments, votes) and turn the patterns into insight.',
    action: 'analyses Reddit and Discord threads',
    needs: ['collection or manual coding of threads', 'an analyst', 'anonymised quotes', 'charts'],
    effort: 'Medium',
    speed: '1 week',
    difficulty: 'Medium',
    risks: [
      'Quote users only anonymously and in context, and respect community rules.',
      'Online communities skew young: do not present them as the whole population.',
    ],
    formats: ['Data Report', 'Feature', 'Infographic'],
    campaignFormats: ['Data-led Survey', 'Infographic'],
    timeline: '1-2 weeks: collect, code, chart, pitch',
    shelfLifeDays: 30,
    sourcePlatform: 'Reddit',
    delivery: 'Data-led feature pitched to trends and features desks, with anonymised quotes and charts',
    angles: [
      (s) =>
        `Analyse the conversation about ${s.theSubject} on ${s.platform}: code the top ${s.count}00 comments to reveal what ${s.audience} really think about ${topicAgain(s)}.`,
      (s) =>
        `Mine Reddit and Discord threads on ${s.theTopic} for the questions people ask most, and answer them with ${s.expert} and ${s.dataSource}.`,
    ],
    hooks: [
      (s) =>
        `Real conversations reveal what ${s.audience} say when nobody is polling them; the patterns behind ${s.theSubject} are a fresh kind of data.`,
      (s) => `Thousands of people are debating ${s.theTopic} in public; counting what they say turns chatter into a story.`,
    ],
    titles: [
      { render: (s) => `What ${s.platform} Really Thinks About ${s.subjectKind === 'none' ? s.theTopic : s.theSubject}` },
      { fits: labelled, render: (s) => `Inside the ${withNoun(s, 'Conversation')}` },
      { fits: hasReadableThread, render: (s) => `${repliesRead(s.comments!)} on ${s.theTopic}, Decoded` },
    ],
    steps: [
      (s) => `Collect public threads about ${s.theSubject} from Reddit and Discord over the last ${s.count} weeks.`,
      () => 'Code comments into themes and sentiments; count them.',
      () => 'Pick anonymised, representative quotes for each theme.',
      (s) => `Set the findings against ${s.dataSource} so the story has an official baseline.`,
      (s) => `Pitch as a data-led feature to ${s.beat} and trends desks.`,
    ],
  },
  9: {
    id: 9,
    tactic: 'Reframe the story through a familiar meme or template with a data-backed twist the brand can own.',
    action: 'flips a familiar meme with a data-backed twist',
    needs: ['a designer', 'meme literacy on the team', 'one striking data point', 'social copy'],
    effort: 'Low',
    speed: '48h',
    difficulty: 'Easy',
    risks: ['Meme formats date quickly and can misfire with older audiences.', 'Check image rights for the template before publishing.'],
    formats: ['Social Post', 'Infographic', 'Listicle'],
    campaignFormats: ['Infographic', 'Social Experiment'],
    timeline: '1-2 days',
    shelfLifeDays: 5,
    sourcePlatform: 'X (Twitter)',
    delivery: 'Social-first image set, then a round-up pitched to online trends and culture desks',
    angles: [
      (s) =>
        `Flip the meme around ${s.theSubject}: a series of template images that explain ${topicAgain(s)} with one real figure from ${s.dataSource} as the punchline.`,
      (s) =>
        `Rank every take on ${s.theSubject} circulating on ${s.platform} with a tongue-in-cheek "how true is it?" chart, fact-checked by ${s.expert}.`,
    ],
    hooks: [
      (s) => `The internet is already joking about ${s.theSubject}; a fact-checked meme gives online desks a light story with substance.`,
      (s) => `Memes about ${s.theTopic} spread faster than the facts; pairing them with real data is shareable and credible.`,
    ],
    titles: [
      { fits: named, render: (s) => `${s.subject}, But Make It a Meme` },
      { fits: labelled, render: (s) => `The ${withNoun(s, 'Meme')}, Fact-Checked` },
      { render: (s) => `${s.topic}: The Memes, Fact-Checked` },
    ],
    steps: [
      (s) => `Collect the meme formats already used about ${s.theSubject}.`,
      (s) => `Find one striking figure in ${s.dataSource} for each.`,
      () => 'Design five template images with the data twist and brand sign-off.',
      () => 'Publish on X and Instagram; pitch the set to online trends reporters.',
    ],
  },
  10: {
    id: 10,
    tactic: 'Invite the audience into a challenge, collect their entries and publish the best with the aggregate results.',
    action: 'invites its audience into a hashtag challenge',
    needs: ['a challenge mechanic and hashtag', 'a prize or incentive', 'moderation', 'rights to re-use entries', 'a round-up piece'],
    effort: 'High',
    speed: '1 week',
    difficulty: 'Hard',
    risks: [
      'Low participation looks bad: seed it with creators before launch.',
      'Entries need moderation and safeguarding, especially from under-18s.',
    ],
    formats: ['Social Challenge', 'Competition', 'Round-up Feature'],
    campaignFormats: ['Social Experiment', 'Interactive Tool'],
    timeline: '4-6 weeks: seed, run for two weeks, round up results',
    shelfLifeDays: 30,
    sourcePlatform: 'Instagram',
    delivery: 'Hashtag challenge on social, then a round-up feature with the best entries and the totals',
    angles: [
      (s) =>
        `Launch a hashtag challenge around ${s.theSubject}: ask ${s.audience} to share their own take on ${topicAgain(s)}, then publish the ${s.count} best and what the entries reveal.`,
      (s) =>
        `Stack user entries into a story: collect photos and stories about ${s.theTopic} from ${s.audience}, count them, and pitch the round-up with a verdict from ${s.expert}.`,
    ],
    hooks: [
      (s) =>
        `People want to join in with ${s.theSubject}; a challenge gives them a way and gives journalists a round-up with real entries.`,
      (s) => `User entries about ${s.theTopic} become both content and data, which makes a visual, human story.`,
    ],
    titles: [
      { fits: labelled, render: (s) => `The ${withNoun(s, 'Challenge')}` },
      { fits: (s) => s.topicKind === 'thing', render: (s) => `Show Us Your Take on ${s.theTopic}` },
      { render: (s) => `${s.topic}: The Challenge` },
    ],
    steps: [
      (s) => `Design the challenge mechanic and hashtag around ${s.theTopic}, with clear rules and a prize.`,
      (s) => `Seed it with ${s.count} creators before the public launch.`,
      () => 'Run it for two weeks with moderation and re-use permissions.',
      () => 'Count entries, pick winners and pull out patterns.',
      (s) => `Pitch the round-up with images to ${s.beat} and lifestyle desks.`,
    ],
  },
};
