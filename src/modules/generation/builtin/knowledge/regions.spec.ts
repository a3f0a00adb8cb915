import { BEATS } from './beats.js';
import { FORM_REGIONS, parseTargetRegions, REGION_KEYS, storyFitsRegions } from './regions.js';
import { NATIONAL_SOURCES } from './data-sources.js';
import { dataSourcesFor, nationalNewsOutlets, publicationsFor, regionOutlets, regionWording } from '../slot-builder.js';
import { SeededRandom } from '../seeded-random.js';

describe(parseTargetRegions.name, () => {
  describe('when the text lists regions the way people type them', () => {
    it.each([
      ['UK, Ireland', ['UK', 'IE']],
      ['United Kingdom and Germany', ['UK', 'DE']],
      ['DACH', ['DE']],
      ['ANZ', ['AU', 'NZ']],
      ['EU', ['EU']],
      ['Northern Ireland', ['UK']],
      ['US / Canada', ['US', 'CA']],
      ['Sweden; Norway', ['NORDICS']],
      ['uk & us', ['UK', 'US']],
    ])('should read %p as %p', (text, expected) => {
      expect(parseTargetRegions(text)).toEqual(expected);
    });
  });

  describe('when a part names no region we know', () => {
    it('should keep the known ones and add global for the rest', () => {
      expect(parseTargetRegions('UK, Brazil')).toEqual(['UK', 'global']);
    });
  });

  describe('when the text is empty', () => {
    it("should fall back to the spec's default, UK and US", () => {
      expect(parseTargetRegions('  ')).toEqual(['UK', 'US']);
    });
  });

  describe('when the text is what the brief form sends', () => {
    it('should read every offered region as itself', () => {
      expect(parseTargetRegions(FORM_REGIONS.map((region) => region.label).join(', '))).toEqual(FORM_REGIONS.map((region) => region.key));
    });
  });
});

describe(storyFitsRegions.name, () => {
  describe('when the story names a country outside the targets', () => {
    it('should not fit', () => {
      expect(storyFitsRegions('US mortgage rates hit a 20-year high', ['UK', 'IE'])).toBe(false);
    });
  });

  describe('when the story names one of the targets or no country at all', () => {
    it('should fit', () => {
      expect(storyFitsRegions('Irish savers move money to credit unions', ['UK', 'IE'])).toBe(true);
      expect(storyFitsRegions('Banks cut savings rates', ['UK', 'IE'])).toBe(true);
    });
  });
});

describe(publicationsFor.name, () => {
  describe('when the brief targets the UK and Ireland', () => {
    it('should list an Irish outlet next to the British ones', () => {
      const outlets = publicationsFor(BEATS['personal-finance'], parseTargetRegions('UK, Ireland'), new SeededRandom('uk-ie'), 4);
      expect(outlets.some((outlet) => regionOutlets(BEATS['personal-finance'], 'IE').includes(outlet))).toBe(true);
      expect(outlets.some((outlet) => BEATS['personal-finance'].publications.UK.includes(outlet))).toBe(true);
    });
  });

  describe('when there are more regions than outlets asked for', () => {
    it('should still give every region one of its own', () => {
      const regions = parseTargetRegions('Germany, France, Spain, Italy, Netherlands');
      const outlets = publicationsFor(BEATS.travel, regions, new SeededRandom('eu5'), 3);
      for (const region of regions) {
        expect(outlets.some((outlet) => regionOutlets(BEATS.travel, region).includes(outlet))).toBe(true);
      }
    });
  });

  describe('when national titles come first and the beat has only specialist press in a market', () => {
    it('should give each market one of its national news titles as well', () => {
      const regions = parseTargetRegions('Nordics, Netherlands');
      const outlets = publicationsFor(BEATS.gaming, regions, new SeededRandom('nordics-nl'), 4, { nationalFirst: true });
      expect(outlets.slice(0, 2).filter((outlet) => nationalNewsOutlets('NORDICS').includes(outlet))).toHaveLength(1);
      expect(outlets.slice(0, 2).filter((outlet) => nationalNewsOutlets('NL').includes(outlet))).toHaveLength(1);
      for (const region of regions) expect(outlets.some((outlet) => regionOutlets(BEATS.gaming, region).includes(outlet))).toBe(true);
    });
  });

  describe('when a title has a namesake in another market', () => {
    it("should name New Zealand's Stuff so it is not read as the UK's gadget magazine", () => {
      expect(regionOutlets(BEATS.technology, 'UK')).toContain('Stuff');
      expect(regionOutlets(BEATS.technology, 'NZ')).not.toContain('Stuff');
      expect(nationalNewsOutlets('NZ')).toContain('Stuff.co.nz');
    });
  });

  describe('when any offered region is targeted on any beat', () => {
    it('should have national outlets to offer', () => {
      for (const region of REGION_KEYS) {
        for (const beat of Object.values(BEATS)) {
          expect(regionOutlets(beat, region).length).toBeGreaterThan(0);
        }
      }
    });
  });
});

describe(dataSourcesFor.name, () => {
  describe('when the brief targets the UK and Ireland', () => {
    it("should cite Ireland's statistics office (CSO) and no US source", () => {
      const sources = dataSourcesFor(['finance'], new Set(['savings']), ['UK', 'IE'], new SeededRandom('uk-ie'), 3);
      expect(sources.map((source) => source.name)).toContain('Central Statistics Office (CSO) Ireland');
      expect(sources.some((source) => source.region === 'US')).toBe(false);
    });
  });

  describe('when a region has no theme table of its own', () => {
    it("should describe its statistics office's figures on the theme", () => {
      const sources = dataSourcesFor(['travel-leisure'], new Set(), ['NORDICS'], new SeededRandom('nordics'), 2);
      const national = sources.find((source) => source.region === 'NORDICS');
      expect(national?.description).toMatch(/trips, tourist nights and travel spending/);
    });
  });

  describe('when any offered region is targeted', () => {
    it('should have a statistics office on file', () => {
      for (const region of REGION_KEYS.filter((key) => key !== 'global')) {
        expect(NATIONAL_SOURCES.some((source) => source.region === region && source.themes === undefined)).toBe(true);
      }
    });
  });
});

describe(regionWording.name, () => {
  describe('when three regions are named', () => {
    it('should list them the way a sentence does', () => {
      expect(regionWording(['UK', 'IE', 'DE']).name).toBe('the UK, Ireland and Germany');
    });
  });
});
