import { AppException } from '../../common/errors/app.exception.js';
import { toClientFields } from './client-rules.js';

describe(toClientFields.name, () => {
  describe('when only the name and markets are given', () => {
    it('should fill in every default', () => {
      expect(toClientFields({ name: 'Acme', markets: ['GB'] })).toEqual({
        name: 'Acme',
        website: null,
        sector: '',
        description: '',
        markets: ['GB'],
        languages: [],
        spokespeople: [],
        assets: [],
        messages: [],
        avoidTopics: [],
        competitors: [],
        tone: '',
        boilerplate: '',
        contact: { name: '', email: '', phone: '' },
      });
    });
  });

  describe('when texts carry spaces, repeats and empty entries', () => {
    it('should trim them, drop empty entries and drop repeats with case ignored, keeping the first spelling', () => {
      const fields = toClientFields({
        name: '  Acme\u0000 Energy ',
        markets: ['gb', 'UK', 'GB', ' ie '],
        languages: ['EN', 'en', ''],
        assets: [' Order data ', '', 'order DATA', 'Survey panel'],
        messages: ['  '],
        avoidTopics: ['"Fossil fuels"', '"fossil fuels"'],
        competitors: ['Bolt', 'bolt '],
        tone: ' warm\n and plain ',
      });
      expect(fields).toMatchObject({
        name: 'Acme Energy',
        markets: ['GB', 'IE'],
        languages: ['en'],
        assets: ['Order data', 'Survey panel'],
        messages: [],
        avoidTopics: ['"Fossil fuels"'],
        competitors: ['Bolt'],
        tone: 'warm and plain',
      });
    });

    it('should keep the paragraphs of a description and a boilerplate, without control characters', () => {
      expect(
        toClientFields({ name: 'A', markets: ['GB'], description: ' One.\r\n\r\nTwo\u0007. ', boilerplate: 'About A.\nLine two.' }),
      ).toMatchObject({
        description: 'One.\n\nTwo.',
        boilerplate: 'About A.\nLine two.',
      });
    });
  });

  describe('when spokespeople and a contact are given in part', () => {
    it('should fill in what is left out, an e-mail left blank as none', () => {
      expect(
        toClientFields({
          name: 'A',
          markets: ['GB'],
          spokespeople: [
            { name: ' Jane Doe ', title: 'Head of Research', expertise: ['energy', 'Energy', ''], bio: '', email: '' },
            { name: 'Raj' } as never,
          ],
          contact: { name: 'Sam', email: ' press@a.example ' } as never,
        }),
      ).toMatchObject({
        spokespeople: [
          { name: 'Jane Doe', title: 'Head of Research', expertise: ['energy'], bio: '', email: null },
          { name: 'Raj', title: '', expertise: [], bio: '', email: null },
        ],
        contact: { name: 'Sam', email: 'press@a.example', phone: '' },
      });
    });
  });

  describe('when a website is given', () => {
    it('should store it as parsed', () => {
      expect(toClientFields({ name: 'A', markets: ['GB'], website: ' https://Acme.EXAMPLE ' }).website).toBe('https://acme.example/');
    });
  });

  describe('when tidying leaves a required field empty', () => {
    it.each([
      [{ name: '\u0000', markets: ['GB'] }, 'name: please give the client a name.'],
      [{ name: 'A', markets: [' '] }, 'markets: add at least one country the client works in.'],
      [
        { name: 'A', markets: ['GB'], spokespeople: [{ name: '\u0007' } as never] },
        "spokespeople.0.name: please give the spokesperson's name.",
      ],
    ])('should refuse %j as invalid input naming the field', (input, message) => {
      expect(() => toClientFields(input)).toThrow(new AppException('invalid-input', message));
    });
  });
});
