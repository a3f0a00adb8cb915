import { opening, repeatedOpenings } from '../../../../../bench/quality/quality-checks.js';
import type { WebsiteIdeasInput } from '../../tasks/website-ideas.task.js';
import { generateWebsiteIdeas, siteMarketOf } from './website-ideas.generator.js';

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
const ALIBABA: WebsiteIdeasInput = {
  url: 'https://alibaba.com/',
  title: "Manufacturers, Suppliers, Exporters & Importers from the world's largest online B2B marketplace-Alibaba.com",
  description:
    'Find quality Manufacturers, Suppliers, Exporters, Importers, Buyers, Wholesalers, Products and Trade Leads from our award-winning International Trade Site. Import & Export on alibaba.com',
  brand: 'Alibaba',
  businessType: 'Marketplace',
  targetAudience: 'Buyers and sellers trading through the platform (B2B and B2C); English speakers',
  keyMessages: [
    'Import & Export on alibaba.com',
    "Manufacturers, Suppliers, Exporters & Importers from the world's largest online B2B marketplace",
  ],
  mainText: null,
  sections: [],
};
const INTERNET_ARCHIVE: WebsiteIdeasInput = {
  url: 'https://archive.org/',
  title: 'Internet Archive: Digital Library of Free & Borrowable Books, Movies, Music & Wayback Machine',
  description:
    'Internet Archive is a non-profit digital library offering free universal access to books, movies & music, as well as 538 billion archived web pages.',
  brand: 'Internet Archive',
  businessType: 'Charity / Non-profit',
  targetAudience: 'Donors, volunteers and supporters (B2C); English speakers',
  keyMessages: ['Digital Library of Free & Borrowable Books, Movies, Music & Wayback Machine'],
  mainText: null,
  sections: [],
};
/** A lender: a grave enough field that no challenge, quiz or league table belongs on it. */
const LENDER: WebsiteIdeasInput = {
  url: 'https://www.lendwell.co.uk/',
  title: 'LendWell personal loans',
  description: 'Personal loans from £1,000 to £25,000. Check your rate without affecting your credit score.',
  brand: 'LendWell',
  businessType: 'Financial Services',
  targetAudience: 'People and businesses managing money (B2C); English speakers in United Kingdom',
  keyMessages: ['Check your rate in two minutes', 'Loans for home improvements, cars and debt consolidation'],
  mainText: null,
  sections: [],
};
/** A business no kind knows: a page that says only its name and a line of copy. */
const UNKNOWN: WebsiteIdeasInput = {
  url: 'https://www.brightline.example/',
  title: 'Brightline',
  description: 'We make the difference. Trusted by thousands since 1998.',
  brand: 'Brightline',
  businessType: 'Other',
  targetAudience: 'General web visitors (B2C); English speakers',
  keyMessages: ['We make the difference'],
  mainText: null,
  sections: [],
};
const SITES = [AOL, DARING_FIREBALL, KICKTIPP, YOUTUBE, AWS, RANDOM_ORG, CAR2GO, ALIBABA, INTERNET_ARCHIVE, LENDER, UNKNOWN];

const ideasFor = (site: WebsiteIdeasInput) => generateWebsiteIdeas(site).ideas;
const textOf = (idea: ReturnType<typeof ideasFor>[number]) =>
  [idea.title, idea.description, idea.newsHook, idea.dataSources, ...idea.implementationSteps, idea.requiredAssets].join(' ');

/** UK, US and international titles that have no place in a German site's press list. */
const ENGLISH_LANGUAGE_OUTLETS = /\b(?:BBC|Guardian|Times|Telegraph|Independent|Metro|ESPN|Athletic|Verge|Variety|Wired|Reuters)\b/;
/** UK titles that have no place in an American site's press list. */
const UK_OUTLETS = /\b(?:BBC|Guardian|Telegraph|Press Gazette|Metro|Which\?|This is Money|City A\.M\.)\b/;

describe(generateWebsiteIdeas.name, () => {
  describe('when it writes the ideas for one site', () => {
    it.each(SITES.map((site) => [site.brand, site] as const))(
      'should write 1 to 3 ideas for %s, none opening like another',
      (_brand, site) => {
        const ideas = ideasFor(site);
        expect(ideas.length).toBeGreaterThanOrEqual(1);
        expect(ideas.length).toBeLessThanOrEqual(3);
        const openings = ideas.map((idea) => opening(idea.description));
        expect(new Set(openings).size).toBe(openings.length);
      },
    );

    it('should name the business by its brand in every idea', () => {
      for (const site of SITES) {
        for (const idea of ideasFor(site)) expect(`${idea.title} ${idea.description}`).toContain(site.brand);
      }
    });

    it("should never quote the site's marketing copy as a claim to test", () => {
      for (const site of SITES) {
        const copy = [site.description ?? '', ...site.keyMessages]
          .flatMap((text) => text.split(/(?<=[.!?])\s+/))
          .filter((line) => line.split(/\s+/).length >= 4);
        for (const idea of ideasFor(site)) {
          expect(textOf(idea)).not.toMatch(/put to the test/i);
          for (const line of copy) expect(textOf(idea)).not.toContain(line.replace(/[.!]$/, ''));
        }
      }
    });

    it('should never write a community deep-dive of public threads that would fit any organisation', () => {
      for (const site of SITES) {
        for (const idea of ideasFor(site)) {
          expect(idea.prCategory).not.toBe('Community Deep-Dive (Reddit / Discord)');
          expect(textOf(idea)).not.toMatch(/\b(?:reddit|forums?|public threads)\b/i);
        }
      }
    });

    it('should state what a campaign would count, never a figure it has not counted', () => {
      for (const site of SITES) {
        for (const idea of ideasFor(site)) {
          expect(textOf(idea)).not.toMatch(/\d\s?%|\b\d[\d,.]*\s+(?:people|users|players|customers|buyers|readers|trips|tips)\b/i);
          expect(textOf(idea)).not.toMatch(/538 billion|thousands since 1998|millions/i);
        }
      }
    });
  });

  describe('when the site is a football prediction game in Germany', () => {
    it('should send it to German sports desks, never to entertainment and culture desks', () => {
      const ideas = ideasFor(KICKTIPP);
      expect(ideas[0]!.targetPublications).toContain('kicker');
      for (const idea of ideas) {
        expect(textOf(idea)).not.toMatch(/culture|entertainment/i);
        expect(idea.targetPublications.join(' ')).not.toMatch(ENGLISH_LANGUAGE_OUTLETS);
      }
      expect(ideas[0]!.description).toMatch(/prediction games/);
      expect(ideas[0]!.description).toMatch(/Bundesliga/);
    });
  });

  describe("when the site's market is plain from its page", () => {
    it.each([
      [KICKTIPP, 'DE'],
      [YOUTUBE, 'DE'],
      [AOL, 'US'],
      [ALIBABA, 'global'],
      [{ ...AOL, url: 'https://www.apple.com/uk/', targetAudience: 'Consumers who want premium devices' }, 'UK'],
      [{ ...UNKNOWN, url: 'https://www.brightline.co.uk/' }, 'UK'],
    ] as const)('should read %j as market %s', (site, market) => {
      expect(siteMarketOf(site)).toBe(market);
    });

    it('should read a phone prefix on the page, once the page text arrives', () => {
      expect(siteMarketOf(UNKNOWN, 'Call us on +44 20 7946 0000')).toBe('UK');
    });

    it("should pitch only the outlets of the site's own market", () => {
      for (const idea of ideasFor(YOUTUBE)) expect(idea.targetPublications.join(' ')).not.toMatch(ENGLISH_LANGUAGE_OUTLETS);
      for (const idea of ideasFor(AOL)) expect(idea.targetPublications.join(' ')).not.toMatch(UK_OUTLETS);
      for (const idea of ideasFor(LENDER)) expect(idea.targetPublications.join(' ')).not.toMatch(/NerdWallet|CNBC|Kiplinger/);
    });
  });

  describe('when it knows the kind of business', () => {
    it('should build the idea on the data such a business holds, pegged to a moment of its field', () => {
      expect(ideasFor(CAR2GO)[0]!.description).toMatch(/trip data.*World Car-Free Day/s);
      expect(ideasFor(ALIBABA)[0]!.description).toMatch(/buyer searches and supplier enquiries/);
      expect(ideasFor(INTERNET_ARCHIVE).map(textOf).join(' ')).toMatch(/librarians/);
      expect(ideasFor(LENDER)[0]!.description).toMatch(/loan applications.*Bank of England/s);
    });

    it('should read a library that lends books as a library, never as a lender', () => {
      const library: WebsiteIdeasInput = {
        ...INTERNET_ARCHIVE,
        businessType: 'Education',
        description: 'Borrow books, films and music free with your library card.',
        keyMessages: ['Borrow e-books today'],
      };
      for (const idea of ideasFor(library)) expect(textOf(idea)).not.toMatch(/loan applications|interest rate/i);
    });

    it('should keep playful formats to light sectors', () => {
      const playful = [
        'Experiment or Challenge Study',
        'Brain-Teaser / Interactive Puzzle',
        'UGC Challenge Stack',
        'Meme-Lens / Template Flip',
      ];
      expect(ideasFor(LENDER).map((idea) => idea.prCategory)).not.toEqual(expect.arrayContaining(playful.slice(0, 1)));
      for (const idea of ideasFor(LENDER)) expect(playful).not.toContain(idea.prCategory);
      expect(ideasFor(KICKTIPP).some((idea) => playful.includes(idea.prCategory))).toBe(true);
    });
  });

  describe('when the tables do not know the business', () => {
    it('should write one honest idea from its own records, saying what it would count', () => {
      const ideas = ideasFor(UNKNOWN);
      expect(ideas).toHaveLength(1);
      expect(ideas[0]!.description).toMatch(/^Brightline holds one source no competitor or journalist has/);
      expect(ideas[0]!.description).toMatch(/Count /);
    });
  });

  describe('when two sites share a sector', () => {
    it('should let at most 1 idea in 5 share its opening with another site', () => {
      const outputs = SITES.flatMap((site) => ideasFor(site).map((idea) => ({ input: site.url, text: idea.description })));
      const repeated = repeatedOpenings(outputs).filter((problems) => problems.length > 0);
      expect(repeated.length).toBeLessThanOrEqual(outputs.length / 5);
    });
  });
});
