import { fitWord } from '../../common/text/profile-words.js';
import { clientFit, compileClient, type FitClient, type FitItem } from './client-fit.js';

// A UK energy supplier as a PR team would fill its profile in, and items modelled on the headlines of
// ../shared/data (the BBC and Guardian feeds of newspal-2018, r/AskReddit listings) and on the UK's
// energy news.
const BRIGHTWATT: FitClient = {
  name: 'Brightwatt',
  sector: 'Energy supplier',
  description: 'Brightwatt is a UK energy supplier serving 400,000 homes with 100% renewable electricity, smart meters and heat pumps.',
  markets: ['GB'],
  spokespeople: [
    { name: 'Jane Doe', title: 'Head of Research', expertise: ['energy prices', 'household budgets', 'price cap'], bio: '', email: null },
    { name: 'Tom Reid', title: 'Head of Smart Homes', expertise: ['smart meters', 'heat pumps', 'home insulation'], bio: '', email: null },
  ],
  assets: ['Smart-meter readings from 40,000 homes', 'Brightwatt Energy Bills Index: quarterly survey of 2,000 UK adults'],
  messages: ['Fixed-price tariffs that protect households from price rises', 'Free smart meter installation'],
  avoidTopics: ['gambling', '"crypto"', '"payday loans"'],
  competitors: ['Octopus Energy', 'British Gas'],
};

const item = (title: string, fields: Partial<FitItem> = {}): FitItem => ({
  title,
  content: null,
  subreddit: null,
  publication: 'BBC News',
  sourceUrl: null,
  sensitivity: [],
  ...fields,
});

const PRICE_CAP = item('Energy bills to rise by £200 as Ofgem lifts price cap', {
  content: '<p>Millions of households face higher <b>energy bills</b> from October.</p>',
  sourceUrl: 'https://www.bbc.co.uk/news/business-66',
});
const WEDDING = item('Game of Thrones stars marry in Scotland');

describe(clientFit.name, () => {
  describe('when the item is the client’s business', () => {
    it('should score it high, with the sector, spokesperson, own data and market in words, best first', () => {
      const fit = clientFit(PRICE_CAP, BRIGHTWATT);

      expect(fit.score).toBeGreaterThanOrEqual(70);
      expect(fit.excluded).toBe(false);
      expect(fit.reasons[0]).toBe('Sector match: energy, ofgem');
      expect(fit.reasons).toContain('Spokesperson fits: Jane Doe, Head of Research (price cap, energy prices)');
      expect(fit.reasons).toContain('Own data fits: Brightwatt Energy Bills Index: quarterly survey of 2,000 UK adults');
      expect(fit.reasons).toContain('In Brightwatt’s markets: the UK');
    });

    it('should choose, of two spokespeople the title names, the one whose field it names more precisely', () => {
      const bank: FitClient = {
        ...BRIGHTWATT,
        spokespeople: [
          { name: 'Ananya Rao', title: 'Chief Economist', expertise: ['RBI', 'inflation'], bio: '', email: null },
          { name: 'Vikram Iyer', title: 'Head of Consumer Finance', expertise: ['ATM charges', 'UPI'], bio: '', email: null },
        ],
      };
      const fit = clientFit(item('RBI allows banks to hike ATM charges to ₹23 per withdrawal'), bank);

      expect(fit.speaker).toEqual({ index: 1, fields: ['ATM charges'] });
    });

    it('should hand the generators the spokesperson and own data its reasons name', () => {
      const fit = clientFit(PRICE_CAP, BRIGHTWATT);

      expect(fit.speaker).toEqual({ index: 0, fields: ['price cap', 'energy prices'] });
      expect(fit.asset).toBe('Brightwatt Energy Bills Index: quarterly survey of 2,000 UK adults');
      expect(clientFit(WEDDING, BRIGHTWATT)).toMatchObject({ speaker: null, asset: null });
    });

    it('should give the same fit every time, compiled once or not', () => {
      const compiled = compileClient(BRIGHTWATT);

      expect(clientFit(PRICE_CAP, BRIGHTWATT)).toEqual(clientFit(PRICE_CAP, BRIGHTWATT));
      expect(compiled.fit(PRICE_CAP)).toEqual(clientFit(PRICE_CAP, BRIGHTWATT));
    });

    it('should rank an energy-price story above a celebrity story', () => {
      expect(clientFit(PRICE_CAP, BRIGHTWATT).score).toBeGreaterThan(clientFit(WEDDING, BRIGHTWATT).score + 50);
    });
  });

  describe('when nothing links the item to the client', () => {
    it('should score it under 20 and say so first, the market alone counting little', () => {
      const fit = clientFit(WEDDING, BRIGHTWATT);

      expect(fit.score).toBeLessThan(20);
      expect(fit.reasons[0]).toBe('No link to Brightwatt’s sector, products or spokespeople found');
    });
  });

  describe('when the item matches a topic the client avoids', () => {
    it('should give fit 0, exclude it and say which topic, whatever else fits', () => {
      const fit = clientFit(item('Crypto exchange offers energy bill discounts to UK households'), BRIGHTWATT);

      expect(fit).toEqual({
        score: 0,
        reasons: ['Matches a topic Brightwatt avoids: “crypto”'],
        excluded: true,
        speaker: null,
        asset: null,
      });
    });

    it('should read a quoted phrase as its words in order, and find it in the text too', () => {
      const loans = item('Struggling families turn to lenders', { content: 'Payday loans rise as energy bills bite.' });

      expect(clientFit(loans, BRIGHTWATT).excluded).toBe(true);
      expect(clientFit(item('Loans for payday: what to know'), BRIGHTWATT).excluded).toBe(false);
    });

    it('should find a word in its plural', () => {
      expect(clientFit(item('UK gambling firms fined £20m'), { ...BRIGHTWATT, avoidTopics: ['gambling firm'] }).excluded).toBe(true);
    });
  });

  describe('when the story is placed in a country', () => {
    const inIndia = item('India heatwave: power cuts as electricity demand hits record', { publication: 'The Hindu' });
    const inUk = item('Heatwave: power cuts as electricity demand hits record', { publication: 'BBC News' });

    it('should credit a story in the client’s markets and say where', () => {
      expect(clientFit(inUk, BRIGHTWATT).reasons).toContain('In Brightwatt’s markets: the UK');
    });

    it('should score a story from another country lower and name it', () => {
      const fit = clientFit(inIndia, BRIGHTWATT);

      expect(fit.reasons).toContain('Outside Brightwatt’s markets: India, fit lowered');
      expect(fit.score).toBeLessThan(clientFit(inUk, BRIGHTWATT).score);
    });

    it('should give an international story a smaller credit than a story in the market', () => {
      const global = item('Heatwave: power cuts as electricity demand hits record', { publication: 'Reuters' });
      const fit = clientFit(global, BRIGHTWATT);

      expect(fit.reasons).toContain('International story, not tied to one country');
      expect(fit.score).toBeLessThan(clientFit(inUk, BRIGHTWATT).score);
      expect(fit.score).toBeGreaterThan(clientFit(inIndia, BRIGHTWATT).score);
    });
  });

  describe('when a spokesperson’s expertise is in the item', () => {
    it('should name the best-fitting spokesperson with the fields found', () => {
      const grants = item('Heat pump grants doubled to £7,500 in England', {
        content: 'Households can also get help with insulation and smart meters.',
      });

      expect(clientFit(grants, BRIGHTWATT).reasons).toContain(
        'Spokesperson fits: Tom Reid, Head of Smart Homes (heat pumps, smart meters)',
      );
    });
  });

  describe('when an own asset shares words with the item', () => {
    it('should say which asset fits', () => {
      const readings = item('Smart meter readings show homes used less gas this winter');

      expect(clientFit(readings, BRIGHTWATT).reasons).toContain('Own data fits: Smart-meter readings from 40,000 homes');
    });

    it('should not call one shared everyday word a fit', () => {
      expect(clientFit(item('Quarterly results: retailer beats forecasts'), BRIGHTWATT).reasons.join()).not.toContain('Own data');
    });
  });

  describe('when a name is in the item', () => {
    it('should say a competitor is mentioned, as a name', () => {
      expect(clientFit(item('Octopus Energy to buy rival in £500m deal'), BRIGHTWATT).reasons).toContain(
        'Mentions competitor Octopus Energy',
      );
      expect(clientFit(item('British gas prices soar after Norway outage'), BRIGHTWATT).reasons.join()).not.toContain('competitor');
    });
  });

  describe('when the news is sensitive', () => {
    it('should lower the fit, grave kinds more than hardship, and say why', () => {
      const title = 'Pensioners face cold homes as energy bills rise';
      const plain = clientFit(item(title), BRIGHTWATT);
      const hardship = clientFit(item(title, { sensitivity: ['hardship'] }), BRIGHTWATT);
      const death = clientFit(item(title, { sensitivity: ['hardship', 'death'] }), BRIGHTWATT);

      expect(hardship.score).toBeLessThan(plain.score);
      expect(death.score).toBeLessThan(hardship.score);
      expect(hardship.reasons).toContain('Sensitive news (Hardship): fit lowered');
      expect(death.reasons).toContain('Sensitive news (Death): fit lowered');
    });
  });

  describe('when the item has words the profile writes otherwise', () => {
    it('should match singular and plural alike', () => {
      expect(fitWord('bills')).toBe(fitWord('bill'));
      expect(fitWord('batteries')).toBe(fitWord('battery'));
      expect(fitWord('switches')).toBe(fitWord('switch'));
      expect(fitWord('gas')).toBe('gas');
    });

    it('should match a word the profile writes beside another only with it', () => {
      // "heat pumps" in the description: Heat and dust in Kathmandu (The Guardian, 2018) is not about them.
      const heat = clientFit(item("Heat and dust: Kathmandu's commuter hell – in pictures", { publication: 'The Guardian' }), BRIGHTWATT);

      expect(heat.reasons[0]).toBe('No link to Brightwatt’s sector, products or spokespeople found');
      expect(clientFit(item('Heat pumps are cheaper to run than gas boilers'), BRIGHTWATT).reasons.join()).toContain('heat pumps');
    });

    it('should keep every score a whole number from 0 to 100', () => {
      const crowded = item('Octopus Energy and British Gas: energy prices, price cap and smart meters as Brightwatt heat pumps', {
        content: 'Household budgets, home insulation, smart meter readings, Energy Bills Index.',
      });
      const { score } = clientFit(crowded, BRIGHTWATT);

      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeLessThanOrEqual(100);
      expect(score).toBeGreaterThan(90);
    });
  });
});
