import { canonicalLanguageTag, detectPageLanguage } from './page-language.js';

const none = { htmlLang: null, ogLocale: null, contentLanguage: null };

describe('page-language', () => {
  describe(canonicalLanguageTag.name, () => {
    it.each([
      ['en_us', 'en-US'],
      ['EN', 'en'],
      ['de-de', 'de-DE'],
      ['fr, en', 'fr'],
      ['en-US-u-ca-gregory-nu-latn', 'en-US'],
      ['zh-hant-tw', 'zh-Hant-TW'],
      ['x-default', null],
      ['', null],
      ['not a language', null],
    ])('should read %j as %j', (value, expected) => {
      expect(canonicalLanguageTag(value)).toBe(expected);
    });
  });

  describe(detectPageLanguage.name, () => {
    describe('when the page declares a language', () => {
      it('should trust <html lang> first, then og:locale', () => {
        expect(detectPageLanguage({ htmlLang: 'de', ogLocale: 'en_US', contentLanguage: null }, '')).toBe('de');
        expect(detectPageLanguage({ htmlLang: 'x-klingon!', ogLocale: 'en_US', contentLanguage: null }, '')).toBe('en-US');
      });
    });

    describe('when it declares none', () => {
      it('should recognise a clearly German text', () => {
        const text =
          'Wir sind für dich da. Die Preise und das Angebot sind nicht für alle gleich, aber wir haben eine Lösung mit der du sparen kannst, und die ist einfach.';

        expect(detectPageLanguage(none, text)).toBe('de');
      });

      it('should give null for too little text', () => {
        expect(detectPageLanguage(none, 'Hello world')).toBeNull();
      });
    });
  });
});
