import { describe, expect, it } from '@jest/globals';
import { clientForm, emptySpokesperson, readServerMessage, toClientInput } from './client-form';

describe(toClientInput.name, () => {
  describe('when the form is filled', () => {
    it('should send lists one entry per line, expertise as keywords, typed codes as chips and blank rows left out', () => {
      const form = {
        ...clientForm(null),
        name: '  Acme  ',
        markets: ['GB'],
        marketText: 'uk ie',
        languageText: 'EN',
        assets: 'Readings from 40,000 homes\n\n  A survey  \n',
        avoidText: 'gambling, "payday loans"',
        spokespeople: [
          { ...emptySpokesperson(), name: 'Jane', title: 'Head of Research', expertise: 'energy prices,  bills ,', email: '' },
          emptySpokesperson(),
        ],
      };

      const { input } = toClientInput(form);

      expect(input).toMatchObject({
        name: 'Acme',
        website: null,
        markets: ['GB', 'IE'],
        languages: ['en'],
        assets: ['Readings from 40,000 homes', 'A survey'],
        avoidTopics: ['gambling', '"payday loans"'],
        spokespeople: [{ name: 'Jane', title: 'Head of Research', expertise: ['energy prices', 'bills'], bio: '', email: null }],
      });
    });
  });

  describe('when the screen can see a mistake', () => {
    it('should say it under the field: no name, no market, an unknown code, a spokesperson without a name', () => {
      const form = { ...clientForm(null), marketText: 'XX', spokespeople: [{ ...emptySpokesperson(), title: 'CEO' }] };

      const { errors } = toClientInput(form);

      expect(Object.keys(errors ?? {})).toEqual(['name', 'markets', 'spokespeople.0.name']);
      expect(errors?.markets).toContain('XX is not a country code');
    });
  });
});

describe(readServerMessage.name, () => {
  it('should file each part of a 400 under the field it names, nested paths included, with the label in words', () => {
    expect(readServerMessage('spokespeople.1.email must be an email; tone must be shorter than or equal to 200 characters')).toEqual({
      'spokespeople.1.email': 'Spokesperson 2: E-mail must be an email',
      tone: 'Tone must be shorter than or equal to 200 characters',
    });
    expect(readServerMessage('contact.email: not an address')).toEqual({ 'contact.email': 'Contact e-mail: not an address' });
  });

  it('should keep a message that names no field of the form for above the buttons', () => {
    expect(readServerMessage('The request is not valid.')).toEqual({ '': 'The request is not valid.' });
  });
});
