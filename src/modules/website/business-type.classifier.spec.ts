import { businessTypeFromSchema, classifyBusinessType, type ClassifierInput } from './business-type.classifier.js';

const page = (fields: Partial<ClassifierInput>): ClassifierInput => ({
  jsonLdTypes: [],
  ogType: null,
  title: '',
  description: '',
  headings: '',
  bodyText: '',
  ...fields,
});

describe('business-type.classifier', () => {
  describe(businessTypeFromSchema.name, () => {
    describe('when the JSON-LD names a specific type', () => {
      it('should prefer it over broad and generic types in any order', () => {
        expect(businessTypeFromSchema(['WebSite', 'LocalBusiness', 'Organization', 'Dentist'])).toBe('Healthcare');
      });

      it('should read full schema.org addresses and prefixes', () => {
        expect(businessTypeFromSchema(['https://schema.org/NGO'])).toBe('Charity / Non-profit');
        expect(businessTypeFromSchema(['schema:Hotel'])).toBe('Travel & Hospitality');
      });
    });

    describe('when only generic or unknown types are present', () => {
      it.each([[['WebSite', 'Organization', 'WebPage']], [['constructor', '__proto__', 'toString']], [[]]])(
        'should say nothing for %j',
        (types) => {
          expect(businessTypeFromSchema(types)).toBeNull();
        },
      );
    });

    describe('when only a broad type is present', () => {
      it('should use it', () => {
        expect(businessTypeFromSchema(['Organization', 'LocalBusiness'])).toBe('Local Business');
      });
    });
  });

  describe(classifyBusinessType.name, () => {
    describe('when JSON-LD names a type', () => {
      it('should let it win over the keywords', () => {
        const input = page({ jsonLdTypes: ['BankOrCreditUnion'], title: 'Shop now: free delivery on new arrivals' });

        expect(classifyBusinessType(input)).toBe('Financial Services');
      });
    });

    describe('when the page says too little', () => {
      it('should answer Other', () => {
        expect(classifyBusinessType(page({ bodyText: 'We love what we do. Learn about us.' }))).toBe('Other');
      });
    });

    describe('when keywords decide', () => {
      it('should weigh the title above a body full of other words', () => {
        const input = page({
          title: 'Donate to our charity appeal',
          bodyText: 'software platform api dashboard',
        });

        expect(classifyBusinessType(input)).toBe('Charity / Non-profit');
      });

      it('should count a repeated keyword once', () => {
        const input = page({ bodyText: 'news '.repeat(500), description: 'Book hotels and flights for your holiday' });

        expect(classifyBusinessType(input)).toBe('Travel & Hospitality');
      });

      it('should match hyphenated and multi-word phrases', () => {
        expect(classifyBusinessType(page({ description: 'A non-profit with 300 volunteers' }))).toBe('Charity / Non-profit');
      });

      it('should add the og:type hint', () => {
        expect(classifyBusinessType(page({ ogType: 'product', headings: 'New arrivals' }))).toBe('E-commerce / Retail');
      });
    });
  });
});
