import { countryCodesOfMarket, publicationMarket, storyCountry, targetMarket } from './story-market.js';

const clues = { content: null, publication: null, subreddit: null, sourceUrl: null };

describe('storyCountry', () => {
  describe('when only the publication places the story', () => {
    it.each([
      ['The Hindu', 'IN'],
      ['Times of India', 'IN'],
      ['Mint', 'IN'],
      ['BBC News', 'UK'],
      ['The Guardian', 'UK'],
      ['RTÉ', 'IE'],
      ['The Irish Times', 'IE'],
      ['ABC News (Australia)', 'AU'],
      ['The Sydney Morning Herald', 'AU'],
      ['CBC News', 'CA'],
      ['NPR', 'US'],
      ['The New York Times', 'US'],
      ['CNN', 'US'],
      ['Google Trends (IN)', 'IN'],
      ['Google Trends (GB)', 'UK'],
      ['Economy news, Latest Economic News, GDP, World Economy, Indian Economy | The Hindu', 'IN'],
      ['Business - The Irish Times', 'IE'],
    ])('should place a story from %s in %s', (publication, market) => {
      expect(storyCountry({ ...clues, title: 'Rates held as inflation cools', publication })).toBe(market);
    });
  });

  describe('when the title names another country than the publication', () => {
    it('should follow the title', () => {
      expect(storyCountry({ ...clues, title: "India's central bank holds rates", publication: 'BBC News' })).toBe('IN');
    });
  });

  describe('when the title says "us" as a pronoun', () => {
    it('should not read it as the US', () => {
      const title = 'How are you dealing with the cost of living? Would you like to keep a Money Diary for us?';
      expect(
        storyCountry({ ...clues, title, publication: 'TheJournal.ie', sourceUrl: 'https://www.thejournal.ie/readme/money-diaries-1/' }),
      ).toBe('IE');
      expect(storyCountry({ ...clues, title: 'US tariffs hit Irish exporters', publication: 'TheJournal.ie' })).toBe('IE');
    });
  });

  describe("when the title names the publication's own country among others", () => {
    it("should keep the publication's", () => {
      expect(storyCountry({ ...clues, title: 'US tariffs hit Indian exporters', publication: 'The Hindu' })).toBe('IN');
    });
  });

  describe('when the body quotes a foreign place', () => {
    it("should keep the publication's country", () => {
      expect(
        storyCountry({ ...clues, title: 'Sensex ends flat', content: 'Traders watched the US Federal Reserve.', publication: 'Mint' }),
      ).toBe('IN');
    });
  });

  describe('when a search trend names another country', () => {
    it('should place it where people search', () => {
      expect(storyCountry({ ...clues, title: 'india vs australia', publication: 'Google Trends (GB)' })).toBe('UK');
    });
  });

  describe('when neither publication nor places say anything', () => {
    it('should be global', () => {
      expect(storyCountry({ ...clues, title: 'A cat learns to open doors' })).toBe('global');
    });
  });

  describe('when only the body names a place', () => {
    it('should take it', () => {
      expect(storyCountry({ ...clues, title: 'Rents up again', content: 'Average rents in Dublin rose 6%.' })).toBe('IE');
    });
  });
});

describe('publicationMarket', () => {
  describe('when the publication is unknown but the subreddit or the link says', () => {
    it('should read them', () => {
      expect(publicationMarket({ publication: null, subreddit: 'india', sourceUrl: null })).toBe('IN');
      expect(publicationMarket({ publication: null, subreddit: 'unitedkingdom', sourceUrl: null })).toBe('UK');
      expect(publicationMarket({ publication: 'Local Wire', subreddit: null, sourceUrl: 'https://www.rte.ie/news/1' })).toBe('IE');
    });
  });
});

describe('targetMarket', () => {
  it("should be the story's own country while no client is chosen", () => {
    expect(targetMarket({ country: 'IN' })).toBe('IN');
  });
});

describe(countryCodesOfMarket.name, () => {
  it.each([
    ['UK', ['GB']],
    ['IE', ['IE']],
    ['US', ['US']],
    ['NORDICS', []],
    ['EU', []],
    ['global', []],
  ] as const)('should read %s as %j', (market, codes) => {
    expect(countryCodesOfMarket(market)).toEqual(codes);
  });
});
