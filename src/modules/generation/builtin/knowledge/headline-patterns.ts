// Headline patterns per PR category and per campaign format. A pattern may need something the input
// does not always have (a figure, a short form of the subject, a news story rather than a question);
// generators only use the patterns that fit. A category headline never carries a figure it does not
// have: without one it asks what the campaign will measure ("how many ... can solve it?"). Its counts
// are the piece's own list ("9 myths", "a 12-question quiz") or the input's ("the 100 most upvoted
// replies" of a real thread), never an outcome nobody has yet ("Thousands join"). A headline opens on
// its substance (the topic, the subject or the audience), not on a stock phrase ("Revealed: the
// cheapest and ...", "What Reddit reveals about ..."): ideas listed side by side, across themes and
// items, then start differently because they are about different things. Headlines are in sentence case (the house style of most UK outlets);
// the generator capitalises the first letter. Noun phrases in running text come with their article
// (`theSubject`, `theTopic`); a subject before another noun ("the Apple quiz") is its `subjectLabel`.
// Every list keeps at least two patterns that fit any input, so a headline can always be written.
import type { CampaignFormat } from '../../../../contracts/campaigns.contract.js';
import type { PrCategoryId } from '../../../../contracts/ideas.contract.js';
import { hasReadableThread, isNewsStory, repliesRead, topicAgain, withNoun, type SlotTemplate, type Slots } from './slots.js';

export type HeadlinePattern = SlotTemplate;

const named = (s: Slots) => s.subjectKind !== 'none';
const labelled = (s: Slots) => s.subjectLabel !== null;
/** A topic people can try, test or give up: a thing, not a name. */
const tryable = (s: Slots) => s.topicKind === 'thing';
/** A topic of its own, not the quoted title of a post that names nothing: something to map, price or chart. */
const hasTopic = (s: Slots) => s.topicKind !== 'none';
/** " and the free repair program" when the topic adds something to the subject. */
const andTopic = (s: Slots) => (s.theTopic !== s.theSubject && s.topicKind !== 'none' ? ` and ${s.theTopic}` : '');

export const CATEGORY_HEADLINE_PATTERNS: Readonly<Record<PrCategoryId, readonly HeadlinePattern[]>> = {
  1: [
    { fits: named, render: (s) => `${s.theSubject}: ${s.count} myths ${s.audience} still believe, debunked by experts` },
    { fits: named, render: (s) => `The truth about ${s.theSubject}${andTopic(s)}, according to experts` },
    { render: (s) => `Experts on ${s.theTopic}: separating fact from fiction` },
    { render: (s) => `${s.count} claims about ${s.theTopic} that experts say do not stand up` },
    { needs: 'number', fits: named, render: (s) => `Is ${s.number} really the whole story? Experts on ${s.theSubject}` },
  ],
  2: [
    { fits: hasTopic, render: (s) => `${s.theTopic} across ${s.region}: the true cost in ${s.count} cities, ranked` },
    { fits: labelled, render: (s) => `${withNoun(s, 'price index')}: where ${s.audience} pay the most` },
    { needs: 'number', render: (s) => `From ${s.number} up: the cost of ${s.theTopic} across ${s.region}` },
    { fits: hasTopic, render: (s) => `${s.theTopic}: the cheapest and priciest places, revealed` },
    { fits: (s) => !hasTopic(s), render: (s) => `The price of ${s.theSubject}: what ${s.audience} pay, city by city` },
  ],
  3: [
    { fits: labelled, render: (s) => `How many ${s.audience} can solve the ${withNoun(s, 'puzzle')} in under a minute?` },
    { fits: labelled, render: (s) => `The ${withNoun(s, 'puzzle')}: can you spot the mistake?` },
    { fits: labelled, render: (s) => `The ${withNoun(s, 'quiz')}: how much do you really know about ${s.theTopic}?` },
    { render: (s) => `Think you know ${s.theTopic}? Take the ${s.count}-question quiz` },
    { render: (s) => `Can ${s.audience} pass a quiz on ${s.theTopic}?` },
  ],
  4: [
    { render: (s) => `${s.count} things ${s.audience} should know about ${s.theTopic}` },
    { fits: named, render: (s) => `${s.theSubject}${andTopic(s)}: the ${s.count} facts that matter` },
    {
      fits: (s) =>
        (s.form === 'news' || s.form === 'evergreen') && s.topicKind === 'thing' && s.subjectKind !== 'person' && s.subjectKind !== 'none',
      render: (s) => `${s.theTopic}, explained: what has changed and what it means for you`,
    },
    { fits: isNewsStory, render: (s) => `The updated guide to ${s.theTopic} after ${s.theSubject}` },
    { render: (s) => `What ${s.audience} get wrong about ${s.theTopic}, and what the latest figures say` },
  ],
  5: [
    { fits: (s) => s.form === 'news' && named(s), render: (s) => `${s.theSubject}: what it means for ${s.audience}` },
    { fits: named, render: (s) => `${s.count} questions ${s.audience} are asking about ${s.theSubject}${andTopic(s)}` },
    {
      needs: 'number',
      fits: (s) => s.form === 'news' && named(s),
      render: (s) => `${s.theSubject} in numbers: why ${s.number} matters to ${s.audience}`,
    },
    { fits: (s) => isNewsStory(s) && s.subjectKind === 'thing', render: (s) => `${s.theSubject} explained in five minutes` },
    { render: (s) => `Why ${s.theSubject} should matter to ${s.audience}` },
  ],
  6: [
    { fits: tryable, render: (s) => `We tested ${s.theTopic} for ${s.count} days: here is what happened` },
    { fits: tryable, render: (s) => `${s.count} ${s.audience} tried ${s.theTopic} for a week. The results surprised us` },
    { fits: (s) => labelled(s) && s.subjectKind === 'thing', render: (s) => `The ${withNoun(s, 'experiment')}: does it really work?` },
    { render: (s) => `Claims about ${s.theTopic}, put to the test` },
    { render: (s) => `What ${s.theSubject} taught ${s.count} volunteers in one week` },
  ],
  7: [
    {
      fits: (s) => labelled(s) && s.subjectKind !== 'person',
      render: (s) => `The ${withNoun(s, 'trend')}, fact-checked: what the evidence says`,
    },
    { render: (s) => `Why ${s.audience} can't stop talking about ${s.theSubject}` },
    { render: (s) => `${s.theTopic} on TikTok, fact-checked by an expert` },
  ],
  8: [
    // How many replies were read comes from the thread itself; a theme or a news story has none to count.
    { fits: hasReadableThread, render: (s) => `We read ${repliesRead(s.comments!)} on ${s.theSubject}: what ${s.audience} really think` },
    { render: (s) => `${s.platform} on ${s.theTopic}: what ${s.audience} say when nobody is polling them` },
    { render: (s) => `What ${s.audience} really think about ${s.theTopic}, thread by thread` },
    { fits: named, render: (s) => `Obsessed with ${s.theSubject}${andTopic(s)}: inside the online communities` },
  ],
  9: [
    { fits: named, render: (s) => `${s.theSubject}, but make it a meme: the internet's verdict on ${topicAgain(s)}` },
    { fits: labelled, render: (s) => `Every ${withNoun(s, 'meme')}, ranked by how true it is` },
    { fits: (s) => labelled(s) && isNewsStory(s), render: (s) => `The ${withNoun(s, 'meme')}, explained for anyone who missed it` },
    { render: (s) => `${s.theTopic}: the internet's best jokes, fact-checked` },
    { render: (s) => `${s.count} memes about ${s.theSubject} that are more true than funny` },
  ],
  10: [
    { fits: labelled, render: (s) => `The ${withNoun(s, 'challenge')}: ${s.audience} share their take on ${topicAgain(s)}` },
    { render: (s) => `${s.theTopic}: the ${s.count} best entries, and one winner` },
    { fits: labelled, render: (s) => `Inside the ${withNoun(s, 'challenge')}: the best entries` },
    { render: (s) => `${s.audience} show us their take on ${s.theSubject}: the best entries` },
  ],
};

export const FORMAT_HEADLINE_PATTERNS: Readonly<Record<CampaignFormat, readonly HeadlinePattern[]>> = {
  'Data-led Survey': [
    { render: (s) => `Survey finds X in 10 ${s.audience} have changed their habits because of ${s.theTopic}` },
    { render: (s) => `Survey of ${s.sample} ${s.people} reveals the real impact of ${s.theTopic}` },
    { render: (s) => `${s.audience} split on ${s.theSubject}: new poll shows the divide` },
  ],
  'Interactive Tool': [
    { fits: labelled, render: (s) => `The ${withNoun(s, 'calculator')}: see where you stand on ${s.theTopic}` },
    { fits: tryable, render: (s) => `Mapped: ${s.theTopic} across ${s.region}, area by area` },
    { render: (s) => `New tool shows ${s.audience} exactly where they stand on ${s.theSubject}` },
  ],
  'Expert Roundtable': [
    { render: (s) => `${s.count} experts on ${s.theSubject}${andTopic(s)} and what comes next` },
    { fits: labelled, render: (s) => `The ${withNoun(s, 'roundtable')}: ${s.count} experts, one question` },
    { render: (s) => `Experts clash over ${s.theTopic}: where the evidence points` },
  ],
  Infographic: [
    { fits: named, render: (s) => `${s.theSubject}${andTopic(s)} in numbers: the infographic` },
    { fits: tryable, render: (s) => `Visualised: ${s.theTopic} across ${s.region}` },
    { needs: 'number', fits: named, render: (s) => `${s.number} and counting: ${s.theSubject}${andTopic(s)} in one chart` },
    { render: (s) => `${s.theSubject}${andTopic(s)} in ${s.count} charts` },
  ],
  'Social Experiment': [
    { render: (s) => `We asked ${s.count} strangers about ${s.theSubject}. Here is what happened` },
    { fits: tryable, render: (s) => `What happens when ${s.audience} give up ${s.theTopic} for a week?` },
    { fits: labelled, render: (s) => `The ${withNoun(s, 'social experiment')}: ${s.count} people, one week` },
    { render: (s) => `${s.count} people, one week, and ${s.theTopic}: the social experiment` },
  ],
};
