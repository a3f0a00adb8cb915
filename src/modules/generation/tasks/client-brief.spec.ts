// Issue 27: what the generators know of a client, and how a pitch leaves for it.
import type { Client } from '../../../contracts/clients.contract.js';
import type { TrendingItem } from '../../../contracts/trending.contract.js';
import { checkAnswer } from '../../../platform/ai/ai-task.js';
import { generatePitchEmail } from '../builtin/generators/pitch-email.generator.js';
import { generatePrAngles } from '../builtin/generators/pr-angles.generator.js';
import { avoidedTopicsIn, clientBrief, clientDataLabel, clientTargetMarket, signedPitchBody, storyClient } from './client-brief.js';
import { pitchEmailTask } from './pitch-email.task.js';
import { prAnglesTask } from './pr-angles.task.js';
import { toAiTrendingItem } from './trending-item.input.js';

const CLIENT: Client = {
  id: 4,
  name: 'Brightwell Energy',
  website: 'https://brightwell.example/',
  sector: 'energy supplier',
  description: 'A UK and Irish household energy supplier.',
  markets: ['GB', 'IE'],
  languages: ['en'],
  spokespeople: [
    {
      name: 'Priya Nair',
      title: 'Head of Research',
      expertise: ['energy prices', 'price cap'],
      bio: 'Former Ofgem economist.',
      email: null,
    },
    {
      name: 'Tom Gallagher',
      title: 'Director of Home Energy',
      expertise: ['heat pumps', 'insulation'],
      bio: '',
      email: 'tom@brightwell.example',
    },
  ],
  assets: ['Smart-meter readings from 400,000 homes', 'Customer survey panel of 12,000 bill payers'],
  messages: ['Tracker tariffs pass wholesale savings on within a month'],
  avoidTopics: ['gambling', '"payday loans"'],
  competitors: ['Octopus Energy'],
  tone: 'plain-spoken and warm',
  boilerplate: 'Brightwell Energy supplies 900,000 homes in the UK and Ireland.',
  contact: { name: 'Sarah Quinn', email: 'press@brightwell.example', phone: '+44 20 7946 0000' },
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const BRIEF = clientBrief(CLIENT);
/** The price-cap story as its fit reads it (client-fit.spec.ts shows the fit choosing so). */
const PRICE_CAP_CLIENT = storyClient(BRIEF, {
  speaker: { index: 0, fields: ['energy prices', 'price cap'] },
  asset: 'Smart-meter readings from 400,000 homes',
});

const ITEM: TrendingItem = {
  id: 1,
  topicId: null,
  source: 'news',
  subreddit: null,
  publication: 'BBC News',
  sourceUrl: 'https://www.bbc.co.uk/news/business-1',
  title: 'Energy price cap to rise 5% in January, Ofgem confirms',
  content: 'The typical household bill will go up by £85 a year. Smart meter owners in 400,000 homes can see their use by the hour.',
  upvotes: null,
  comments: null,
  shares: null,
  prScore: 64,
  timestamp: '2026-11-27T06:15:00.000Z',
  sensitivity: [],
};

describe('storyClient', () => {
  it("should take the spokesperson and own data the story's fit chose", () => {
    const heat = storyClient(BRIEF, { speaker: { index: 1, fields: ['heat pumps'] }, asset: 'Smart-meter readings from 400,000 homes' });
    expect(heat.spokesperson?.name).toBe('Tom Gallagher');
    expect(heat.expertiseFound).toEqual(['heat pumps']);
    expect(heat.asset).toBe('Smart-meter readings from 400,000 homes');
  });

  it('should fall back to the lead spokesperson, never to nobody, when the fit chose none', () => {
    const story = storyClient(BRIEF, { speaker: null, asset: null });
    expect(story.spokesperson?.name).toBe('Priya Nair');
    expect(story.expertiseFound).toEqual([]);
    expect(story.asset).toBeNull();
  });
});

describe('avoidedTopicsIn', () => {
  it('should find words and quoted phrases, whole-word and case-blind', () => {
    expect(avoidedTopicsIn(BRIEF, ['Bookmakers report record Gambling losses'])).toEqual(['gambling']);
    expect(avoidedTopicsIn(BRIEF, ['Regulator caps payday loans interest'])).toEqual(['"payday loans"']);
    expect(avoidedTopicsIn(BRIEF, ['Payday arrives as personal loans rise'])).toEqual([]);
    expect(avoidedTopicsIn(BRIEF, ['Gamblingham town council meets'])).toEqual([]);
  });
});

describe('clientTargetMarket', () => {
  it("should keep the story's country when it is one of the client's markets, else take the client's first", () => {
    expect(clientTargetMarket('IE', BRIEF)).toBe('IE');
    expect(clientTargetMarket('IN', BRIEF)).toBe('UK');
    expect(clientTargetMarket('global', { regions: [] })).toBe('global');
  });
});

describe('clientDataLabel', () => {
  it("should read an asset line as the client's own data, keeping names and acronyms as typed", () => {
    expect(clientDataLabel('Acme', 'Order data from 60,000 UK households.')).toBe("Acme's own order data from 60,000 UK households");
    expect(clientDataLabel('Acme', 'UK order data')).toBe("Acme's own UK order data");
    expect(clientDataLabel('Acme', 'Our annual survey of 2,000 drivers')).toBe("Acme's own annual survey of 2,000 drivers");
  });
});

describe('signedPitchBody', () => {
  it('should fill the sender fields with the pitch contact and end with the boilerplate', () => {
    const body = 'Hi,\n\nThe story.\n\nBest regards,\n[Your name]\n[Your organisation]';
    expect(signedPitchBody(body, BRIEF)).toBe(
      'Hi,\n\nThe story.\n\nBest regards,\nSarah Quinn\nBrightwell Energy\npress@brightwell.example · +44 20 7946 0000\n\n' +
        'Notes to editors\nAbout Brightwell Energy: Brightwell Energy supplies 900,000 homes in the UK and Ireland.',
    );
  });

  it('should sign a pitch that signed off otherwise, and name the press office when there is no contact', () => {
    const signed = signedPitchBody('Hi,\n\nThe story.\n\nThanks,\n[Your Name], [Your title]', {
      ...BRIEF,
      contact: { name: '', email: '', phone: '' },
      boilerplate: '',
    });
    expect(signed).toBe('Hi,\n\nThe story.\n\nThanks,\nBrightwell Energy press office,');
    expect(signedPitchBody('Hi,\n\nThe story.', BRIEF)).toContain('The story.\n\nSarah Quinn\nBrightwell Energy\npress@brightwell.example');
  });
});

describe('the built-in generator for a client', () => {
  const item = toAiTrendingItem(ITEM, null, PRICE_CAP_CLIENT);

  it("should write angles that pass the task's checks, naming the client's people and data and no invented role", () => {
    const answer = generatePrAngles(item);
    expect(checkAnswer(prAnglesTask, item, answer).ok).toBe(true);
    const text = JSON.stringify(answer);
    expect(text).toContain('Priya Nair (Head of Research, Brightwell Energy)');
    expect(text).toContain("Brightwell Energy's own smart-meter readings from 400,000 homes");
    expect(text).not.toMatch(/we work with|our head of/i);
  });

  it("should pass on a story in none of the client's people's fields, saying why, rather than offer the wrong voice", () => {
    const story = toAiTrendingItem(
      { ...ITEM, title: 'GAA Palestine travels to Jordan with Irish tour cancelled', content: null, publication: 'RTÉ News' },
      null,
      storyClient(BRIEF, { speaker: null, asset: null }),
    );
    const answer = generatePrAngles(story);
    expect(checkAnswer(prAnglesTask, story, answer).ok).toBe(true);
    expect(answer.angles).toHaveLength(1);
    expect(answer.angles[0]!.angle).toContain(
      "None of Brightwell Energy's spokespeople works in this story's field (they speak on energy prices, price cap, heat pumps and insulation): leave this one unless Brightwell Energy has a direct part in it.",
    );
    expect(answer.angles[0]!.format).toBe('Reactive Comment');
  });

  it('should write a pitch the checks pass, offering the spokesperson by name', () => {
    const [angle] = generatePrAngles(item).angles;
    const input = { angle: angle!, plan: angle!.plan, item };
    const pitch = generatePitchEmail(input);
    expect(checkAnswer(pitchEmailTask, input, pitch).ok).toBe(true);
    expect(pitch.body).toContain('Priya Nair (Head of Research, Brightwell Energy) can explain');
  });
});

describe('the prompt for a client', () => {
  it('should carry the profile, the spokesperson who fits first, and the rules that hold the model to it', () => {
    const { system, user } = prAnglesTask.prompt(toAiTrendingItem(ITEM, null, PRICE_CAP_CLIENT));
    expect(system).toContain('The target market is the UK');
    expect(user).toContain('PR angles Brightwell Energy could use');
    expect(user).toContain("one of Brightwell Energy's spokespeople: full name and title as given");
    expect(user).toContain('The client (write every idea for Brightwell Energy, by name):');
    expect(user).toContain(
      'Spokespeople (the only people who may speak for Brightwell Energy; the first fits this story best: energy prices, price cap):',
    );
    expect(user).toContain('- Priya Nair, Head of Research; expertise: energy prices, price cap; Former Ofgem economist.');
    expect(user).toContain('- Smart-meter readings from 400,000 homes');
    expect(user).toContain('Topics Brightwell Energy avoids (never mention them): gambling, "payday loans"');
    expect(user).not.toContain('tom@brightwell.example');
  });

  it("should send a model's answer back when it invents a spokesperson or names a topic the client avoids", () => {
    const item = toAiTrendingItem(ITEM, null, PRICE_CAP_CLIENT);
    const plan = {
      newsLine: 'The cap rises 5%.',
      tactic: 'Expert commentary',
      spokesperson: 'our head of partnerships',
      audience: 'UK households',
      dataSource: 'Ofgem',
      outlets: ['BBC News', 'The Times'],
    };
    const answer = {
      angles: [
        {
          angle: 'Offer comment on the cap and on gambling with bill money this winter.',
          headline: 'What the cap means for your bill',
          format: 'Expert Commentary',
          plan,
        },
      ],
    };
    const checked = checkAnswer(prAnglesTask, item, answer);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems).toEqual(
      expect.arrayContaining([
        'angles.0.angle: mentions "gambling", a topic Brightwell Energy avoids',
        "angles.0.plan.spokesperson: must be one of Brightwell Energy's spokespeople by name (Priya Nair, Tom Gallagher)",
      ]),
    );
  });

  it('should tell the model to hold back on grave news the client has no part in', () => {
    const grave = toAiTrendingItem(
      { ...ITEM, title: 'Three killed in knife attack at Dublin shopping centre', sensitivity: ['death', 'violence'] },
      null,
      PRICE_CAP_CLIENT,
    );
    expect(prAnglesTask.prompt(grave).user).toContain(
      "Unless Brightwell Energy's business is directly part of this story (its customers, its services or its field of work are what the story is about), answer with one angle only: the advice to hold back",
    );
    expect(prAnglesTask.prompt(toAiTrendingItem(ITEM, null, PRICE_CAP_CLIENT)).user).not.toContain('answer with one angle only');
  });

  it('should leave the prompt without a client exactly as before clients', () => {
    const { user } = prAnglesTask.prompt(toAiTrendingItem(ITEM, null));
    expect(user).toContain('PR angles a brand could use');
    expect(user).toContain('"spokesperson" (a role, never a name, under 120 characters)');
    expect(user).not.toContain('The client');
  });
});
