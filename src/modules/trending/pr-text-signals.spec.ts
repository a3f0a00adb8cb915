import { readPrTextSignals } from './pr-text-signals.js';

describe(readPrTextSignals.name, () => {
  describe('when the headline has numbers and data words', () => {
    it('should count them', () => {
      expect(readPrTextSignals('Survey finds 62% of commuters want a four-day week', null).dataPoints).toBe(2);
      expect(readPrTextSignals('Town library extends opening hours', null).dataPoints).toBe(0);
    });
  });

  describe('when the headline names organisations, people and places', () => {
    it('should count each one once', () => {
      expect(readPrTextSignals('Why Microsoft and Google are racing to build data centres in Norway', null).entities).toBe(3);
      expect(readPrTextSignals('Fans of the Boston Red Sox celebrate', null).entities).toBe(1);
    });

    it('should treat an unknown capitalised word inside a sentence as a name', () => {
      expect(readPrTextSignals('Residents of Bulawayo welcome the new bridge', null).entities).toBe(1);
    });

    it('should not count capitals in Title Case headlines that name nobody', () => {
      expect(readPrTextSignals('What Tasty Food Would Be Disgusting If Eaten Over Rice?', null).entities).toBe(0);
    });

    it('should split hashtags into words', () => {
      expect(readPrTextSignals('#GoogleAntitrustTrial', null).entities).toBe(1);
    });
  });

  describe('when the headline has conflict or surprise', () => {
    it('should count those words and phrases', () => {
      expect(readPrTextSignals('Shock as city council bans e-scooters for the first time', null).conflictOrSurprise).toBe(3);
      expect(readPrTextSignals('Local park gets new benches', null).conflictOrSurprise).toBe(0);
    });
  });

  describe('when the text carries brand-safety risks', () => {
    it('should flag each kind', () => {
      expect(readPrTextSignals('Two killed in downtown shooting', null).brandSafety).toEqual({
        sensitivity: ['death', 'violence'],
        nsfw: false,
        hate: false,
      });
      expect(readPrTextSignals('Beloved drummer passed away at 54', null).brandSafety.sensitivity).toEqual(['death']);
      expect(readPrTextSignals('Leaked NSFW photos spread online', null).brandSafety.nsfw).toBe(true);
      expect(readPrTextSignals('Club fined after racist chants', null).brandSafety.hate).toBe(true);
    });

    it('should read the start of the body as well as the title', () => {
      expect(readPrTextSignals('Update from the stadium', 'Police say a man was stabbed near gate 4.').brandSafety.sensitivity).toEqual([
        'violence',
      ]);
    });

    it('should flag nothing in a harmless headline', () => {
      expect(readPrTextSignals('New bakery opens on the high street', null).brandSafety).toEqual({
        sensitivity: [],
        nsfw: false,
        hate: false,
      });
    });

    it('should leave figurative uses alone, as the classifier the generators follow does', () => {
      // The score's old word lists read these as violence and took 40% off.
      expect(readPrTextSignals('Analogue radio in the UK given 10-year stay of execution', null).brandSafety.sensitivity).toEqual([]);
      expect(readPrTextSignals('Supermarket price war: Aldi cuts 200 prices', null).brandSafety.sensitivity).toEqual([]);
    });
  });
});
