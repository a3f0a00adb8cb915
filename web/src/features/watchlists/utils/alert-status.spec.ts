import { describe, expect, it } from '@jest/globals';
import { attemptsText } from './alert-status';

describe(attemptsText.name, () => {
  it.each([
    [{ status: 'queued', attempts: 0 }, 'Not tried yet'],
    [{ status: 'retrying', attempts: 2 }, 'Tried 2 of 5 times; trying again'],
    [{ status: 'sent', attempts: 1 }, 'Delivered at the first attempt'],
    [{ status: 'sent', attempts: 3 }, 'Delivered at attempt 3'],
    [{ status: 'failed', attempts: 5 }, 'Gave up after 5 attempts'],
  ] as const)('should say %o as %p', (alert, text) => {
    expect(attemptsText(alert)).toBe(text);
  });
});
