import { describe, expect, it } from '@jest/globals';
import { splitChipText, withChips } from './keyword-chips';

describe(splitChipText.name, () => {
  describe('when keywords are typed', () => {
    it('should finish a keyword at each comma and keep the rest being typed', () => {
      expect(splitChipText('keyword', 'heat pump, solar ,  wind', false)).toEqual({ entries: ['heat pump', 'solar'], rest: '  wind' });
    });

    it('should keep a comma inside a phrase that is still open', () => {
      expect(splitChipText('keyword', '"bread, butter', false)).toEqual({ entries: [], rest: '"bread, butter' });
      expect(splitChipText('keyword', '"bread, butter", jam', true)).toEqual({ entries: ['"bread, butter"', 'jam'], rest: '' });
      expect(splitChipText('keyword', '“bread, butter”, jam', false)).toEqual({ entries: ['“bread, butter”'], rest: ' jam' });
    });

    it('should close a phrase left open, collapse spaces and drop empty entries when finished', () => {
      expect(splitChipText('keyword', '  solar   power ,, ', true)).toEqual({ entries: ['solar power'], rest: '' });
      expect(splitChipText('keyword', '"electric   cars', true)).toEqual({ entries: ['"electric cars"'], rest: '' });
      expect(splitChipText('keyword', ' , "" ,', true)).toEqual({ entries: [], rest: '' });
    });
  });

  describe('when e-mail addresses are typed', () => {
    it('should finish an address at a comma, semicolon or space', () => {
      expect(splitChipText('email', 'a@example.com; b@example.com c@exa', false)).toEqual({
        entries: ['a@example.com', 'b@example.com'],
        rest: 'c@exa',
      });
    });
  });

  describe('when URLs are typed', () => {
    it('should finish a URL at a space only, since a comma may be part of it', () => {
      expect(splitChipText('url', 'https://example.com/a,b https://x', true)).toEqual({
        entries: ['https://example.com/a,b', 'https://x'],
        rest: '',
      });
    });
  });
});

describe(withChips.name, () => {
  it('should add keywords once, ignoring case and accents as matching does', () => {
    expect(withChips('keyword', ['Café'], ['cafe', 'CAFÉ', 'tea', 'Tea'])).toEqual(['Café', 'tea']);
  });

  it('should add e-mail addresses once, ignoring case', () => {
    expect(withChips('email', ['Ann@example.com'], ['ann@EXAMPLE.com', 'bob@example.com'])).toEqual(['Ann@example.com', 'bob@example.com']);
  });
});
