import { describeTargetAudience } from './target-audience.js';

describe(describeTargetAudience.name, () => {
  describe('when the page gives no market cues', () => {
    it('should use the usual audience of the business type', () => {
      const audience = describeTargetAudience({
        businessType: 'SaaS / Software',
        language: 'en-US',
        url: 'https://app.example/',
        text: '',
      });

      expect(audience).toBe('Businesses and teams choosing software (B2B); English speakers in United States');
    });
  });

  describe('when the page speaks to one market', () => {
    it('should follow business cues', () => {
      const audience = describeTargetAudience({
        businessType: 'E-commerce / Retail',
        language: 'en',
        url: 'https://shop.example/',
        text: 'Wholesale prices for businesses. Contact sales for enterprise accounts.',
      });

      expect(audience).toBe('Online shoppers (B2B); English speakers');
    });

    it('should follow consumer cues', () => {
      const audience = describeTargetAudience({
        businessType: 'Financial Services',
        language: 'en-GB',
        url: 'https://bank.example/',
        text: 'Savings for families and kids. A gift for yourself.',
      });

      expect(audience).toBe('People and businesses managing money (B2C); English speakers in United Kingdom');
    });
  });

  describe('when the region comes from the address', () => {
    it('should read a country-code domain', () => {
      const audience = describeTargetAudience({ businessType: 'Other', language: 'de', url: 'https://www.beispiel.de/', text: '' });

      expect(audience).toBe('General web visitors (B2C); German speakers in Germany');
    });

    it('should ignore vanity domains such as .io', () => {
      const audience = describeTargetAudience({ businessType: 'Other', language: 'en', url: 'https://tool.io/', text: '' });

      expect(audience).toBe('General web visitors (B2C); English speakers');
    });

    it('should prefer the region of the language tag', () => {
      const audience = describeTargetAudience({ businessType: 'Other', language: 'fr-CA', url: 'https://www.exemple.fr/', text: '' });

      expect(audience).toBe('General web visitors (B2C); French speakers in Canada');
    });

    it('should name the region alone when the language is unknown', () => {
      const audience = describeTargetAudience({ businessType: 'Other', language: null, url: 'https://www.example.co.uk/', text: '' });

      expect(audience).toBe('General web visitors (B2C); visitors in United Kingdom');
    });
  });
});
