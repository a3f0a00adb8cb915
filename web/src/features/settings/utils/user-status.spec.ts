import { describe, expect, it } from '@jest/globals';
import { userStatus } from './user-status';

describe(userStatus.name, () => {
  describe('when the account is disabled', () => {
    it('should say Disabled, whether or not it has a password', () => {
      expect(userStatus({ disabled: true, active: true })).toBe('Disabled');
      expect(userStatus({ disabled: true, active: false })).toBe('Disabled');
    });
  });

  describe('when the account is enabled', () => {
    it('should say Active once it has a password and Invited before', () => {
      expect(userStatus({ disabled: false, active: true })).toBe('Active');
      expect(userStatus({ disabled: false, active: false })).toBe('Invited');
    });
  });
});
