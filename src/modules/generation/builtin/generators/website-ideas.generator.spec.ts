import { opening, repeatedOpenings } from '../../../../../bench/quality/quality-checks.js';
import type { WebsiteIdeasInput } from '../../tasks/website-ideas.task.js';
import { generateWebsiteIdeas } from './website-ideas.generator.js';

// What the analyzer read from real recorded home pages (the quality bench's data), as the generator gets it.
const AOL: WebsiteIdeasInput = {
  url: 'https://aol.com/',
  title: 'AOL - News, Sports, Weather, Entertainment, Local & Lifestyle',
  description: 'AOL is the go-to destination for the the latest stories shaping the world and impacting everyone.',
  brand: 'AOL',
  businessType: 'News & Media',
  targetAudience: 'News readers and media consumers (B2C); English speakers',
  keyMessages: [
    'AOL is the go-to destination for the the latest stories shaping the world and impacting everyone.',
    'News, Sports, Weather, Entertainment, Local & Lifestyle',
    'Make a Difference',
  ],
  mainText: null,
  sections: [],
};
const DARING_FIREBALL: WebsiteIdeasInput = {
  url: 'https://daringfireball.net/',
  title: 'Daring Fireball',
  description: null,
  brand: 'Daring Fireball',
  businessType: 'News & Media',
  targetAudience: 'News readers and media consumers (B2C); English speakers',
  keyMessages: [],
  mainText: null,
  sections: [],
};
const KICKTIPP: WebsiteIdeasInput = {
  url: 'https://kicktipp.de/',
  title: 'Tippspiele zur Bundesliga, WM, EM und mehr | kicktipp',
  description:
    'Tippspiel starten mit Freunden - kostenlos bei kicktipp - zur Bundesliga, WM, EM und vielen anderen Ligen und Sportarten. ✓ Millionen zufriedene Tipper.',
  brand: 'Kicktipp',
  businessType: 'Entertainment & Gaming',
  targetAudience: 'Fans, players and audiences (B2C); German speakers in Germany',
  keyMessages: [
    'Tippspiele zur Bundesliga, WM, EM und mehr',
    'Tippspiel starten mit Freunden - kostenlos bei kicktipp - zur Bundesliga, WM, EM und vielen anderen Ligen und Sportarten.',
    'Millionen zufriedene Tipper.',
  ],
  mainText: null,
  sections: [],
};
const YOUTUBE: WebsiteIdeasInput = {
  url: 'https://youtube.com/',
  title: 'YouTube',
  description:
    'Auf YouTube findest du großartige Videos und erstklassige Musik. Außerdem kannst du eigene Inhalte hochladen und mit Freunden oder mit der ganzen Welt teilen.',
  brand: 'YouTube',
  businessType: 'Entertainment & Gaming',
  targetAudience: 'Fans, players and audiences (B2C); German speakers',
  keyMessages: [
    'Auf YouTube findest du großartige Videos und erstklassige Musik.',
    'Außerdem kannst du eigene Inhalte hochladen und mit Freunden oder mit der ganzen Welt teilen.',
  ],
  mainText: null,
  sections: [],
};
const AWS: WebsiteIdeasInput = {
  url: 'https://aws.amazon.com/',
  title: 'Amazon Web Services (AWS) - Cloud Computing Services',
  description:
    'Amazon Web Services offers reliable, scalable, and inexpensive cloud computing services. Free to join, pay only for what you use.',
  brand: 'Amazon Web Services',
  businessType: 'SaaS / Software',
  targetAudience: 'Businesses and teams choosing software (B2B); English speakers in United States',
  keyMessages: [
    '1-Click Web App Deployment',
    'Amazon Web Services offers reliable, scalable, and inexpensive cloud computing services.',
    'Free to join, pay only for what you use.',
    'Gain free, hands-on experience with AWS for 12 months',
    'Broad & Deep Core Cloud Infrastructure Services',
  ],
  mainText: null,
  sections: [],
};
const RANDOM_ORG: WebsiteIdeasInput = {
  url: 'https://random.org/',
  title: 'RANDOM.ORG - True Random Number Service',
  description:
    'RANDOM.ORG offers true random numbers to anyone on the Internet. The randomness comes from atmospheric noise, which for many purposes is better than the pseudo-random number algorithms typically used in computer programs.',
  brand: 'RANDOM.ORG',
  businessType: 'SaaS / Software',
  targetAudience: 'Businesses and teams choosing software (B2B); English speakers',
  keyMessages: [
    'RANDOM.ORG offers true random numbers to anyone on the Internet.',
    'The randomness comes from atmospheric noise, which for many purposes is better than the pseudo-random number algorithms typically used in computer programs.',
  ],
  mainText: null,
  sections: [],
};
const CAR2GO: WebsiteIdeasInput = {
  url: 'https://car2go.com/',
  title: 'car2go Carsharing',
  description: 'PROUD TO SHARE | Hop in and drive and enjoy the freedom to get where you want, when you want.',
  brand: 'car2go',
  businessType: 'Travel & Hospitality',
  targetAudience: 'Travellers planning trips and stays (B2C); English speakers',
  keyMessages: [
    'CAR2GO IS PROUD TO SHARE',
    'Hop in and drive and enjoy the freedom to get where you want, when you want.',
    'Like a rental car, but way better',
    'No annual or monthly fees or membership costs',
    'Insurance, parking, and gas included',
  ],
  mainText: null,
  sections: [],
};
const SITES = [AOL, DARING_FIREBALL, KICKTIPP, YOUTUBE, AWS, RANDOM_ORG, CAR2GO];

const ideasFor = (site: WebsiteIdeasInput) => generateWebsiteIdeas(site).ideas;
const textOf = (idea: ReturnType<typeof ideasFor>[number]) =>
  [idea.title, idea.description, idea.newsHook, idea.dataSources, ...idea.implementationSteps, idea.requiredAssets].join(' ');

describe(generateWebsiteIdeas.name, () => {
  describe('when it opens the ideas for one site', () => {
    it.each(SITES.map((site) => [site.brand, site] as const))('should never open two ideas for %s the same way', (_brand, site) => {
      const openings = ideasFor(site).map((idea) => opening(idea.description));
      expect(new Set(openings).size).toBe(openings.length);
    });

    it('should open each idea on what it is built on, never on a stock verb', () => {
      for (const site of SITES) {
        for (const idea of ideasFor(site)) expect(idea.description).not.toMatch(/^(?:Offer|Prepare|Read|Compare|Ask)\b/);
      }
    });
  });

  describe('when two sites share a sector (two news sites, two football and video sites, two software services)', () => {
    it('should let at most 1 idea in 5 share its opening with another site', () => {
      const outputs = SITES.flatMap((site) => ideasFor(site).map((idea) => ({ input: site.url, text: idea.description })));
      const repeated = repeatedOpenings(outputs).filter((problems) => problems.length > 0);
      expect(repeated.length).toBeLessThanOrEqual(outputs.length / 5);
    });

    it("should lead on the subjects the site's own words name: sport for a prediction game, video and music for a video platform", () => {
      const kicktipp = ideasFor(KICKTIPP).map(textOf).join(' ');
      const youtube = ideasFor(YOUTUBE).map(textOf).join(' ');
      expect(kicktipp).toMatch(/what fans predict and get wrong|the start of the season|a major tournament|the last matchday/);
      expect(youtube).toMatch(/what people watch and listen to online|awards season|the end-of-year charts/);
      expect(youtube).not.toMatch(/matchday|tournament|the start of the season/);
    });
  });

  describe('when the site makes claims', () => {
    it('should quote the testable claim and name the site it is published on', () => {
      const test = ideasFor(AWS).find((idea) => idea.prCategory === 'Experiment or Challenge Study')!;
      expect(test.description).toContain('Amazon Web Services says "Free to join, pay only for what you use" on aws.amazon.com.');
      expect(test.description).not.toMatch(/home ?page/i);
    });

    it("should check the site's own price promise in its price comparison, apart from the tested claim", () => {
      const ideas = ideasFor(CAR2GO);
      const priceCheck = ideas.find((idea) => idea.prCategory === 'Cost Index / Price-Comparison Data')!;
      expect(priceCheck.description).toMatch(/^A trip across town by shared car, taxi or your own car: /);
      expect(priceCheck.description).toContain('"No annual or monthly fees or membership costs"');
      expect(ideas.find((idea) => idea.prCategory === 'Experiment or Challenge Study')!.title).toBe(
        'Put to the test: "Like a rental car, but way better"',
      );
    });
  });

  it('should name the site\'s own data once, never as "AOL\'s its own ..."', () => {
    for (const site of SITES) {
      for (const idea of ideasFor(site)) expect(textOf(idea)).not.toMatch(/'s its |\bits its\b/);
    }
  });
});
