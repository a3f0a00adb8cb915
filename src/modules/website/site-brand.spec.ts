import { brandFromDomain, siteBrand } from './site-brand.js';

const none = { ogSiteName: null, jsonLdNames: [], applicationName: null, title: null };

describe(siteBrand.name, () => {
  describe('when the page names itself in several places', () => {
    it('should prefer og:site_name, then JSON-LD, then application-name', () => {
      expect(siteBrand({ ...none, ogSiteName: 'Apple', jsonLdNames: ['Apple Inc.'], url: 'https://www.apple.com/' })).toBe('Apple');
      expect(siteBrand({ ...none, jsonLdNames: ['Amazon Web Services, Inc.'], url: 'https://aws.amazon.com/' })).toBe(
        'Amazon Web Services',
      );
      expect(
        siteBrand({
          ...none,
          applicationName: 'RANDOM.ORG',
          title: 'RANDOM.ORG - True Random Number Service',
          url: 'https://www.random.org/',
        }),
      ).toBe('RANDOM.ORG');
    });
  });

  describe('when only the title and the address are known', () => {
    it.each([
      ['Tippspiele zur Bundesliga, WM, EM und mehr | kicktipp', 'https://www.kicktipp.de/', 'kicktipp'],
      ['AOL - News, Sports, Weather, Entertainment, Local & Lifestyle', 'https://www.aol.com/', 'AOL'],
      [
        "Manufacturers, Suppliers, Exporters & Importers from the world's largest online B2B marketplace-Alibaba.com",
        'https://www.alibaba.com/',
        'Alibaba',
      ],
      ['Daring Fireball', 'https://daringfireball.net/', 'Daring Fireball'],
      ['Call Now: 9029469931 | Waterproofing Contractors', 'https://www.aquaseal-waterproofing.com/', 'Aquaseal Waterproofing'],
      ['Homepage', 'https://rosemary-bakery.co.uk/', 'Rosemary Bakery'],
      ['Welcome', 'https://www.northlight.studio/', 'Northlight'],
    ])('should read "%s" on %s as %s', (title, url, expected) => {
      expect(siteBrand({ ...none, title, url })).toBe(expected);
    });

    it('should never make a name of an address: the title names a site served from one', () => {
      // Before: "0", the last label of 127.0.0.1.
      expect(siteBrand({ ...none, title: 'DC Physiotherapy | Dublin', url: 'http://127.0.0.1:3390/sites/dc.html' })).toBe(
        'DC Physiotherapy',
      );
      expect(siteBrand({ ...none, title: null, url: 'http://[::1]:8080/' })).toBe('[::1]:8080');
    });

    it('should never answer a phone number or "Call now" even from og:site_name', () => {
      expect(siteBrand({ ...none, ogSiteName: 'Call Now: 0800 123 4567', url: 'https://www.dryhome-waterproofing.co.uk/' })).toBe(
        'Dryhome Waterproofing',
      );
    });
  });
});

describe(brandFromDomain.name, () => {
  describe('when the domain has a second-level suffix', () => {
    it('should case the registrable name as words', () => {
      expect(brandFromDomain('https://www.rosemary-bakery.co.uk/')).toBe('Rosemary Bakery');
      expect(brandFromDomain('https://shop.southerncross.com.au/')).toBe('Southerncross');
    });
  });
});
