import type { BrandBrief, PrCategoryId } from '../../../../contracts/ideas.contract.js';
import { briefIdeasInput, briefIdeasTask, type GroundingTrend } from '../../tasks/brief-ideas.task.js';
import { regionOutlets } from '../slot-builder.js';
import { BEATS, BUSINESS_BEATS } from '../knowledge/beats.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { businessFunctionOf, generateBriefIdeas, toneRegister } from './brief-ideas.generator.js';

const brief = (fields: Partial<BrandBrief> = {}): BrandBrief => ({
  brand_name: 'Cleo Pay',
  sector_or_niche: 'fintech',
  primary_expertise: 'household budgeting data',
  target_regions: 'UK, Ireland',
  n_ideas: 6,
  ...fields,
});

const trend = (fields: Partial<GroundingTrend> & Pick<GroundingTrend, 'title'>): GroundingTrend => ({
  source_platform: 'BBC News',
  trend_link: `https://www.bbc.co.uk/news/${encodeURIComponent(fields.title)}`,
  time_to_live_days: 5,
  sensitivity: [],
  ...fields,
});

/** The first four words, lower case, without punctuation: what a reader skimming the list compares. */
const openingOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');

const textOf = (idea: { one_sentence_pitch: string | null; hook: string | null; implementation_steps: string[] | null }) =>
  [idea.one_sentence_pitch, idea.hook, ...(idea.implementation_steps ?? [])].join(' ');

describe(generateBriefIdeas.name, () => {
  describe('when the brief has a tone', () => {
    it.each(['authoritative but engaging', 'playful and witty', 'warm and reassuring'])('should never echo %p verbatim', (tone) => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ tone })));
      for (const idea of ideas) expect(textOf(idea).toLowerCase()).not.toContain(tone);
    });

    it('should word a playful brief differently from an authoritative one', () => {
      const playful = generateBriefIdeas(briefIdeasInput(brief({ tone: 'playful and witty' }))).ideas.map(
        (idea) => idea.one_sentence_pitch,
      );
      const serious = generateBriefIdeas(briefIdeasInput(brief({ tone: 'authoritative' }))).ideas.map((idea) => idea.one_sentence_pitch);
      expect(playful.join(' ')).toMatch(/grin|share|fun|pass on/);
      expect(serious.join(' ')).not.toMatch(/grin|fun to read/);
    });
  });

  describe('when the brief has an expertise', () => {
    it('should not close on the stock "expertise makes it credible" line', () => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief()));
      for (const idea of ideas) expect(idea.hook).not.toMatch(/expertise in .* makes it credible/);
      expect(ideas.some((idea) => idea.hook?.includes('household budgeting data'))).toBe(true);
    });
  });

  describe('when the brief targets the UK and Ireland', () => {
    it('should pitch every idea to an Irish outlet and name Irish figures', () => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief()));
      const irish = regionOutlets(BEATS['personal-finance'], 'IE');
      for (const idea of ideas) {
        expect(idea.target_publications!.some((outlet) => irish.includes(outlet))).toBe(true);
        expect(idea.implementation_steps!.join(' ')).toMatch(
          /Ireland \((?:Central Statistics Office \(CSO\) Ireland figures|Central Bank of Ireland statistics),/,
        );
      }
    });
  });

  describe('when the brief targets one market the sector tables have no figures for', () => {
    it("should anchor every idea in that market's own statistics", () => {
      const basketly = brief({
        brand_name: 'Basketly',
        sector_or_niche: 'ecommerce',
        primary_expertise: 'grocery price comparison',
        target_regions: 'Germany',
        core_audience: 'families on a budget',
        n_ideas: 8,
      });
      const { ideas } = generateBriefIdeas(briefIdeasInput(basketly));
      for (const idea of ideas) expect(textOf(idea)).toMatch(/Destatis|Deutsche Bundesbank/);
    });
  });

  describe('when the brief targets three markets', () => {
    it("should name each market's own figures in every idea, even where the full market step is too long", () => {
      const greenloop = brief({
        brand_name: 'Greenloop',
        sector_or_niche: 'sustainability',
        primary_expertise: 'clothing resale and repair',
        target_regions: 'Italy, Germany, France',
        core_audience: 'eco-conscious shoppers',
        n_ideas: 8,
      });
      const { ideas } = generateBriefIdeas(briefIdeasInput(greenloop));
      for (const idea of ideas) {
        const steps = idea.implementation_steps!.join(' ');
        for (const office of ['Istat', 'Destatis', 'INSEE']) expect(steps).toContain(office);
      }
    });
  });

  describe('when no trend is given', () => {
    it('should say each idea is evergreen and carry no trend link', () => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief()));
      for (const idea of ideas) {
        expect(idea.hook).toMatch(/evergreen.*not tied to a current trend/i);
        expect(idea.trend_link).toBeNull();
        expect(idea.source_platform).toBeNull();
      }
    });

    it('should not open two pitches with the same four words', () => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ n_ideas: 10 })));
      const openings = ideas.map((idea) => openingOf(idea.one_sentence_pitch ?? ''));
      expect(new Set(openings).size).toBe(openings.length);
    });
  });

  describe('when many briefs are written for', () => {
    // Six briefs of the quality bench, eight ideas each: 48 pitches.
    const briefs = [
      brief({
        brand_name: 'Coinpath',
        primary_expertise: 'household budgeting and savings apps',
        target_regions: 'UK, US',
        core_audience: 'young adults saving for a first home',
      }),
      brief({
        brand_name: 'Vitalcare',
        sector_or_niche: 'healthtech',
        primary_expertise: 'online GP appointments',
        tone: 'warm and reassuring',
        core_audience: 'working parents',
      }),
      brief({
        brand_name: 'Basketly',
        sector_or_niche: 'ecommerce',
        primary_expertise: 'grocery price comparison',
        target_regions: 'Germany',
        core_audience: 'families on a budget',
      }),
      brief({
        brand_name: 'Roamsure',
        sector_or_niche: 'travel',
        primary_expertise: 'travel insurance',
        target_regions: 'France, Spain',
        tone: 'playful and witty',
        core_audience: 'holidaymakers',
      }),
      brief({
        brand_name: 'Shiftly',
        sector_or_niche: 'saas',
        primary_expertise: 'shift scheduling software for small businesses',
        target_regions: 'US, Canada',
        core_audience: 'small-business owners',
      }),
      brief({
        brand_name: 'Lockstep',
        sector_or_niche: 'cybersecurity',
        primary_expertise: 'password managers',
        target_regions: 'Singapore, UAE',
        core_audience: 'office workers',
      }),
    ].map((fields) => ({ ...fields, n_ideas: 8 }));

    it('should let at most one pitch in five share its first four words (after the brand) with another', () => {
      const openings = briefs.flatMap((fields) =>
        generateBriefIdeas(briefIdeasInput(fields)).ideas.map((idea) =>
          openingOf((idea.one_sentence_pitch ?? '').split(fields.brand_name).join(' ')),
        ),
      );
      const shared = openings.filter((opening) => openings.filter((other) => other === opening).length > 1);
      expect(openings).toHaveLength(48);
      expect(shared.length / openings.length).toBeLessThanOrEqual(0.2);
    });

    it("should never open on the brand and its category's stock action", () => {
      for (const fields of briefs) {
        for (const idea of generateBriefIdeas(briefIdeasInput(fields)).ideas) {
          expect(
            (idea.one_sentence_pitch ?? '').startsWith(
              `${fields.brand_name} ${PR_CATEGORY_PLAYBOOKS[idea.category as PrCategoryId].action}`,
            ),
          ).toBe(false);
        }
      }
    });
  });

  describe('when an idea rides a trend', () => {
    it("should open its pitch on the trend's own headline and not quote it again in the hook", () => {
      const rates = trend({ title: 'Banks cut savings rates again' });
      const pegged = generateBriefIdeas(briefIdeasInput(brief(), [rates])).ideas.find((idea) => idea.trend_link === rates.trend_link)!;
      expect(pegged.one_sentence_pitch).toMatch(/^With "Banks cut savings rates again" trending on BBC News, Cleo Pay /);
      expect(pegged.hook).not.toContain('Banks cut savings rates again');
    });
  });

  describe('when the brief names its expertise', () => {
    it("should open one expert-led pitch on it, and not recite it again in that idea's hook", () => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ n_ideas: 8 })));
      const expertLed = ideas.filter((idea) =>
        (idea.one_sentence_pitch ?? '').startsWith('Drawing on its household budgeting data, Cleo Pay '),
      );
      expect(expertLed).toHaveLength(1);
      expect(expertLed[0]!.hook).not.toContain('household budgeting data');
    });

    it('should not open on an expertise that is a doing rather than a thing the brand has', () => {
      const moneybox = brief({
        brand_name: 'Moneybox',
        primary_expertise: 'saving for a first home',
        core_audience: 'first-time buyers under 35',
        n_ideas: 8,
      });
      for (const idea of generateBriefIdeas(briefIdeasInput(moneybox)).ideas) {
        expect(idea.one_sentence_pitch).not.toMatch(/^Drawing on its saving/);
      }
    });
  });

  describe('when a trend swears', () => {
    it('should not peg an idea on it, since the pitch would open on its words', () => {
      const quote = trend({
        title: "Ulberg on Jiri showing mercy: 'That's bullshit, total bullshit. That's fear.'",
        source_platform: 'Reddit',
      });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief(), [quote]));
      expect(ideas.every((idea) => idea.trend_link === null)).toBe(true);
    });
  });

  describe('when the same story comes in twice under two links', () => {
    it('should peg one idea on it, not two', () => {
      const title = 'Eating too much of these foods is driving the rise in type 2 diabetes, study says';
      const first = trend({ title, source_platform: 'CNN', trend_link: 'https://trends.example.com/item/1' });
      const second = trend({ title, source_platform: 'CNN', trend_link: 'https://trends.example.com/item/2' });
      const { ideas } = generateBriefIdeas(
        briefIdeasInput(brief({ sector_or_niche: 'healthtech', primary_expertise: 'online GP appointments' }), [first, second]),
      );
      expect(ideas.filter((idea) => idea.trend_link !== null)).toHaveLength(1);
    });
  });

  describe('when a fitting trend is sensitive', () => {
    it('should peg only a respectful category and say when to hold back', () => {
      const outbreak = trend({ title: 'Banks warn savers as measles outbreak closes branches', sensitivity: ['serious-illness'] });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief(), [outbreak]));
      const pegged = ideas.filter((idea) => idea.trend_link === outbreak.trend_link);
      expect(pegged).toHaveLength(1);
      expect([1, 4, 5]).toContain(pegged[0]!.category);
      expect(pegged[0]!.risk_notes).toMatch(/^Hold back/);
    });

    it('should open on the story being in the news, with nothing light in the pitch even for a playful brief', () => {
      const outbreak = trend({ title: 'Banks warn savers as measles outbreak closes branches', sensitivity: ['serious-illness'] });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ tone: 'playful and witty' }), [outbreak]));
      const pitch = ideas.find((idea) => idea.trend_link === outbreak.trend_link)!.one_sentence_pitch;
      expect(pitch).toMatch(/^With "Banks warn savers as measles outbreak closes branches" in the news, Cleo Pay /);
      expect(pitch).not.toMatch(/treatment|grin|fun|share/);
    });
  });

  describe('when no trend fits and the brand works in one corner of its theme', () => {
    it('should take the evergreen topics closest to the brand first', () => {
      // Before: an EV-charging brand got "Food Waste, but Make It a Meme" from the climate list.
      const { ideas } = generateBriefIdeas(
        briefIdeasInput(
          brief({
            brand_name: 'Chargeway',
            sector_or_niche: 'automotive',
            primary_expertise: 'EV charging networks',
            core_audience: 'drivers considering an electric car',
          }),
          [],
        ),
      );
      expect((ideas[0]!.title ?? '').toLowerCase()).toContain('electric vehicle charging');
    });
  });

  describe('when the brand works in a beat its themes do not cover', () => {
    it("should take the beat's own recurring stories", () => {
      // Before: a waterproofing brand got "The Pint Challenge" and "Weekly Food Shop: the Trend, Tested".
      const { ideas } = generateBriefIdeas(
        briefIdeasInput(
          brief({
            brand_name: 'DryHome Waterproofing',
            sector_or_niche: 'proptech',
            primary_expertise: 'damp proofing and basement waterproofing',
            core_audience: 'homeowners',
          }),
          [],
        ),
      );
      const titles = ideas.map((idea) => (idea.title ?? '').toLowerCase()).join(' | ');
      expect(titles).not.toMatch(/pint|food shop|night out|school uniform/);
      expect(titles).toMatch(/damp|mortgage|house prices|home/);
    });
  });

  describe('when a trend is about hardship no sensitivity kind names', () => {
    it('should peg only expert commentary on it', () => {
      // Before: "The Bournemouth Food Bank Experiment" from a foodtech brief.
      const foodBank = trend({ title: 'Urgent appeal after Bournemouth food bank trashed' });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ target_regions: 'UK' }), [foodBank]));
      const pegged = ideas.filter((idea) => idea.trend_link === foodBank.trend_link);
      expect(pegged.length).toBeGreaterThan(0);
      expect(pegged.every((idea) => idea.category === 1)).toBe(true);
    });
  });

  describe('when a sensitive trend is about a named person', () => {
    it('should not peg any idea on their illness', () => {
      const tumour = trend({
        title: 'Jose Enrique brain tumour: Ex-Liverpool defender recovering from surgery',
        sensitivity: ['serious-illness'],
      });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ sector_or_niche: 'healthtech' }), [tumour]));
      expect(ideas.every((idea) => idea.trend_link === null)).toBe(true);
    });
  });

  describe('when a trend is grave and the sector has nothing to explain about it', () => {
    it('should not peg any idea on it', () => {
      const crash = trend({ title: 'Bank worker killed in motorway crash', sensitivity: ['death', 'disaster'] });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief(), [crash]));
      expect(ideas.every((idea) => idea.trend_link === null)).toBe(true);
    });
  });

  describe('when the sector is a key every JavaScript object has', () => {
    it.each(['__proto__', 'constructor'])(
      'should write ideas for %p, as for any free-text niche, and peg none on a grave trend',
      (sector) => {
        const crash = trend({ title: 'Constructor killed in site crash', sensitivity: ['death', 'disaster'] });
        const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ sector_or_niche: sector }), [crash]));
        expect(ideas).toHaveLength(6);
        expect(ideas.every((idea) => idea.trend_link === null)).toBe(true);
      },
    );
  });

  describe('when a trend names a country the brief does not target', () => {
    it('should leave the ideas evergreen', () => {
      const american = trend({ title: 'US mortgage rates hit a 20-year high' });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief(), [american]));
      expect(ideas.every((idea) => idea.trend_link === null)).toBe(true);
    });
  });

  describe('when a trend fits sector and region and is safe', () => {
    it('should peg an idea on it', () => {
      const rates = trend({ title: 'Banks cut savings rates again' });
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief(), [rates]));
      expect(ideas.filter((idea) => idea.trend_link === rates.trend_link)).toHaveLength(1);
    });
  });
});

describe(`${generateBriefIdeas.name} (market and subject fit)`, () => {
  /** Everything an idea says, as one text. */
  const allText = (ideas: ReadonlyArray<Record<string, unknown>>) => JSON.stringify(ideas);

  describe('when the brief is an Indian fintech', () => {
    // Before: "Council Tax Price Index", "price of a pint", Eurostat and the FT for an Indian brand.
    const indian = ['Paisaa', 'Kosh', 'RupeeRise'].map((brand_name) =>
      brief({
        brand_name,
        primary_expertise: 'UPI payments and savings data',
        target_regions: 'India',
        core_audience: 'young salaried professionals in India',
        n_ideas: 15,
      }),
    );

    it('should offer no topic that India does not have', () => {
      for (const fields of indian) {
        const text = allText(generateBriefIdeas(briefIdeasInput(fields)).ideas);
        expect(text).not.toMatch(/council tax|pint|high[- ]street|cash ISA|meal deal/i);
      }
    });

    it("should cite no other country's statistics and pitch no other country's press", () => {
      for (const fields of indian) {
        const { ideas } = generateBriefIdeas(briefIdeasInput(fields));
        expect(allText(ideas)).not.toMatch(/\bONS\b|Office for National Statistics|Eurostat|Companies House|SEC EDGAR|US Bureau|US Census/);
        for (const idea of ideas) expect(idea.target_publications).not.toContain('Financial Times');
      }
    });

    it('should not name the region twice when the audience already names it', () => {
      for (const fields of indian) expect(allText(generateBriefIdeas(briefIdeasInput(fields)).ideas)).not.toMatch(/India in India/);
    });
  });

  describe('when the brief is an Australian shop', () => {
    it('should offer no UK high-street story', () => {
      const shopwise = brief({ brand_name: 'Shopwise', sector_or_niche: 'ecommerce', target_regions: 'Australia', n_ideas: 15 });
      expect(allText(generateBriefIdeas(briefIdeasInput(shopwise)).ideas)).not.toMatch(/high[- ]street|council tax|\bONS\b/i);
    });
  });

  describe('when the brief is a B2B accounts-payable SaaS for finance directors', () => {
    // Before: broadband, smart home devices and children's first phones, pitched to consumer technology desks.
    const ledgerline = brief({
      brand_name: 'Ledgerline',
      sector_or_niche: 'saas',
      primary_expertise: 'accounts-payable and invoice automation',
      target_regions: 'UK',
      core_audience: 'finance directors at mid-sized companies',
      n_ideas: 10,
    });

    it('should pitch no consumer gadget or household topic', () => {
      const text = allText(generateBriefIdeas(briefIdeasInput(ledgerline)).ideas);
      expect(text).not.toMatch(/broadband|smart home|first phones|smartphone|streaming|consumer technology|household/i);
    });

    it('should reach the business and accountancy press in every idea', () => {
      const trade = BUSINESS_BEATS.finance.publications.UK;
      for (const idea of generateBriefIdeas(briefIdeasInput(ledgerline)).ideas) {
        expect(idea.target_publications!.some((outlet) => trade.includes(outlet))).toBe(true);
      }
      expect(allText(generateBriefIdeas(briefIdeasInput(ledgerline)).ideas)).toMatch(/business and accountancy desks/);
    });

    it('should offer no playful format and no filmed experiment', () => {
      for (const idea of generateBriefIdeas(briefIdeasInput(ledgerline)).ideas) expect([2, 3, 6, 7, 9, 10]).not.toContain(idea.category);
    });

    it('should name no spokesperson the brief does not give', () => {
      const text = allText(generateBriefIdeas(briefIdeasInput(ledgerline)).ideas);
      expect(text).not.toMatch(/\bhead of|chief technology officer|psychologist|economist/i);
      expect(text).toContain("Ledgerline's spokesperson");
    });

    it('should name the role the brief offers', () => {
      const withCfo = { ...ledgerline, available_assets: 'our CFO is available for interview; anonymised invoice data' };
      expect(allText(generateBriefIdeas(briefIdeasInput(withCfo)).ideas)).toContain("Ledgerline's CFO");
    });
  });

  describe('when an idea rides no trend', () => {
    it('should not promise same-day reaction while calling itself evergreen', () => {
      const { ideas } = generateBriefIdeas(briefIdeasInput(brief({ n_ideas: 10 })));
      expect(ideas.some((idea) => idea.category === 1 || idea.category === 5)).toBe(true);
      for (const idea of ideas) {
        expect(idea.timeline).not.toMatch(/^Same day/);
        expect(`${idea.one_sentence_pitch} ${idea.hook}`).not.toMatch(/reacts within hours|is moving now|voice today/);
      }
    });

    it('should not use the stock proof lines', () => {
      const tones = ['authoritative', 'playful', 'warm', 'neutral'];
      for (const tone of tones) {
        for (const idea of generateBriefIdeas(briefIdeasInput(brief({ tone, n_ideas: 10 }))).ideas) {
          expect(idea.hook).not.toMatch(/a rival cannot quote|not a press-release opinion|pull off: it actually knows/);
        }
      }
    });
  });
});

describe(businessFunctionOf.name, () => {
  describe('when the brief sells to businesses', () => {
    it.each([
      ['saas', 'accounts-payable and invoice automation', 'finance directors', 'finance'],
      ['saas', 'shift scheduling software for small businesses', 'small-business owners', 'people'],
      ['fintech', 'expense cards', 'SMEs', 'finance'],
      ['cybersecurity', 'password managers', 'IT teams', 'it'],
      ['saas', 'project boards', 'companies with remote teams', 'general'],
    ])('should read %p / %p / %p as %p', (sector, expertise, audience, expected) => {
      const input = briefIdeasInput(brief({ sector_or_niche: sector, primary_expertise: expertise, core_audience: audience }));
      expect(businessFunctionOf(input.brief)).toBe(expected);
    });
  });

  describe('when the brief sells to consumers', () => {
    it.each([
      ['fintech', 'household budgeting data', 'young adults saving for a first home'],
      ['cybersecurity', 'password managers', 'office workers'],
      ['ecommerce', 'grocery price comparison', 'small businesses'],
    ])('should read %p / %p / %p as consumer', (sector, expertise, audience) => {
      const input = briefIdeasInput(brief({ sector_or_niche: sector, primary_expertise: expertise, core_audience: audience }));
      expect(businessFunctionOf(input.brief)).toBeNull();
    });
  });
});

describe(toneRegister.name, () => {
  describe('when the tone is free text', () => {
    it.each([
      ['playful and witty', 'playful'],
      ['authoritative but engaging', 'authoritative'],
      ['warm, friendly', 'warm'],
      ['neutral', 'plain'],
    ])('should read %p as %p', (tone, register) => {
      expect(toneRegister(tone)).toBe(register);
    });
  });
});

describe('briefIdeasTask.crossCheck', () => {
  describe('when a provider pegs a playful category on a sensitive trend', () => {
    it('should reject it', () => {
      const outbreak = trend({ title: 'Measles outbreak closes bank branches', sensitivity: ['serious-illness'] });
      const input = briefIdeasInput(brief({ n_ideas: 5 }), [outbreak]);
      const ideas = generateBriefIdeas(input).ideas.map((idea) => ({ ...idea }));
      const answer = briefIdeasTask.answerSchema.parse({
        ideas: ideas.map((idea, index) => (index === 0 ? { ...idea, category: 9, trend_link: outbreak.trend_link } : idea)),
      });
      expect(briefIdeasTask.crossCheck!(input, answer).join('\n')).toMatch(/ideas\.0\.category: 9 is not respectful on a sensitive trend/);
    });
  });
});
