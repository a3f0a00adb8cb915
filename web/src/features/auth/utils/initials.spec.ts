import { describe, expect, it } from '@jest/globals';
import { initialsOf } from './initials';

describe(initialsOf.name, () => {
  describe('when the name has several words', () => {
    it('should take the first letters of the first and last words, upper case', () => {
      expect(initialsOf('Ada Lovelace')).toBe('AL');
      expect(initialsOf('  maria  de la  cruz ')).toBe('MC');
    });
  });

  describe('when the name is an address part (the first admin from ADMIN_EMAIL)', () => {
    it('should part its words at dots and underscores', () => {
      expect(initialsOf('ada.lovelace')).toBe('AL');
      expect(initialsOf('grace_hopper')).toBe('GH');
    });
  });

  describe('when the name is one word', () => {
    it('should take its first two letters', () => {
      expect(initialsOf('Grace')).toBe('GR');
      expect(initialsOf('Ø')).toBe('Ø');
    });
  });

  describe('when there is no name', () => {
    it('should take the first letters of the email', () => {
      expect(initialsOf('', 'sam@example.com')).toBe('SA');
      expect(initialsOf('   ')).toBe('?');
    });
  });

  describe('when a letter lies outside the basic plane', () => {
    it('should keep it whole', () => {
      expect(initialsOf('𝒜lex 𝒵ed')).toBe('𝒜𝒵');
    });
  });
});
