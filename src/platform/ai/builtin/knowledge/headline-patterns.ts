// Headline patterns per PR category and per campaign format. A pattern may need a slot the input does
// not always have (a figure, a named place); generators only use the patterns whose needs are met.
// Figures a campaign would produce are written as "X in 10" placeholders, never invented. Headlines are in
// sentence case (the house style of most UK outlets); the generator capitalises the first letter.
import type { CampaignFormat } from '../../../../contracts/campaigns.contract.js';
import type { PrCategoryId } from '../../../../contracts/ideas.contract.js';
import type { Slots } from './slots.js';

export type HeadlinePattern = {
  needs?: 'number';
  render: (slots: Slots) => string;
};

export const CATEGORY_HEADLINE_PATTERNS: Readonly<Record<PrCategoryId, readonly HeadlinePattern[]>> = {
  1: [
    { render: (s) => `${s.subject}: ${s.count} myths ${s.audience} still believe, debunked by experts` },
    { render: (s) => `The truth about ${s.subject} for ${s.audience}, according to experts` },
    { render: (s) => `Experts separate fact from fiction on ${s.topic}` },
    { needs: 'number', render: (s) => `Is ${s.number} really the whole story? Experts on ${s.subject}` },
  ],
  2: [
    { render: (s) => `The true cost of ${s.topic} in ${s.count} cities across ${s.region}, ranked` },
    { render: (s) => `${s.subject} price index: where ${s.audience} pay the most` },
    { needs: 'number', render: (s) => `From ${s.number} up: what ${s.topic} costs across ${s.region}` },
    { render: (s) => `Revealed: the cheapest and priciest places for ${s.topic}` },
  ],
  3: [
    { render: (s) => `Only X in 10 ${s.audience} can solve this ${s.subject} puzzle in under a minute` },
    { render: (s) => `Can you spot the mistake in this ${s.subject} scene?` },
    { render: (s) => `The ${s.subject} quiz: how much do you really know about ${s.topic}?` },
  ],
  4: [
    { render: (s) => `${s.count} things ${s.people} should know about ${s.topic}` },
    { render: (s) => `${s.topic}, explained: what has changed and what it means for you` },
    { render: (s) => `The updated guide to ${s.topic} after ${s.subject}` },
  ],
  5: [
    { render: (s) => `${s.subject}: what it means for ${s.audience}` },
    { render: (s) => `After ${s.subject}, ${s.count} questions ${s.audience} are asking` },
    { needs: 'number', render: (s) => `${s.subject} in numbers: why ${s.number} matters to ${s.audience}` },
    { render: (s) => `${s.subject} explained in five minutes` },
  ],
  6: [
    { render: (s) => `We tested ${s.topic} for ${s.count} days: here is what happened` },
    { render: (s) => `${s.count} ${s.audience} tried ${s.topic} for a week. The results surprised us` },
    { render: (s) => `The ${s.subject} experiment: does it really work?` },
  ],
  7: [
    { render: (s) => `The ${s.subject} trend, tested: does it actually work?` },
    { render: (s) => `Why ${s.audience} can't stop talking about ${s.subject}` },
    { render: (s) => `TikTok's take on ${s.topic}, fact-checked by an expert` },
  ],
  8: [
    { render: (s) => `We read ${s.count}00 comments on ${s.subject}: what ${s.audience} really think` },
    { render: (s) => `What ${s.platform} reveals about ${s.topic}` },
    { render: (s) => `Inside the online communities obsessed with ${s.subject}` },
  ],
  9: [
    { render: (s) => `${s.subject}, but make it a meme: the internet's verdict` },
    { render: (s) => `Every ${s.subject} meme, ranked by how true it is` },
    { render: (s) => `The ${s.subject} meme, explained for anyone who missed it` },
  ],
  10: [
    { render: (s) => `The ${s.subject} challenge: ${s.audience} share their ${s.topic}` },
    { render: (s) => `Show us your ${s.topic}: ${s.count} entries, one winner` },
    { render: (s) => `Thousands join the ${s.subject} challenge. Here are the best entries` },
  ],
};

export const FORMAT_HEADLINE_PATTERNS: Readonly<Record<CampaignFormat, readonly HeadlinePattern[]>> = {
  'Data-led Survey': [
    { render: (s) => `X in 10 ${s.audience} say ${s.subject} has changed how they live, survey finds` },
    { render: (s) => `Survey of ${s.sample} ${s.people} reveals the real impact of ${s.topic}` },
    { render: (s) => `${s.audience} split on ${s.subject}: new poll shows the divide` },
  ],
  'Interactive Tool': [
    { render: (s) => `The ${s.subject} calculator: find out what ${s.topic} means for you` },
    { render: (s) => `Mapped: how ${s.topic} varies across ${s.region}` },
    { render: (s) => `New tool shows ${s.audience} exactly where they stand on ${s.subject}` },
  ],
  'Expert Roundtable': [
    { render: (s) => `${s.count} experts on what ${s.subject} means for ${s.audience}` },
    { render: (s) => `The ${s.subject} roundtable: ${s.count} experts, one question` },
    { render: (s) => `Experts clash over ${s.topic}: where the evidence points` },
  ],
  Infographic: [
    { render: (s) => `${s.subject} in numbers: the infographic` },
    { render: (s) => `Visualised: ${s.topic} across ${s.region}` },
    { needs: 'number', render: (s) => `${s.number} and counting: ${s.subject} in one chart` },
  ],
  'Social Experiment': [
    { render: (s) => `We asked ${s.count} strangers about ${s.subject}. Here is what happened` },
    { render: (s) => `What happens when ${s.audience} give up ${s.topic} for a week?` },
    { render: (s) => `The ${s.subject} social experiment: ${s.count} people, one week` },
  ],
};

/** The patterns whose needs the slots meet. */
export function usablePatterns(patterns: readonly HeadlinePattern[], slots: Slots): HeadlinePattern[] {
  return patterns.filter((pattern) => pattern.needs !== 'number' || slots.number !== null);
}
