import { describe, expect, it } from '@jest/globals';
import type { Watchlist } from '@contracts/watchlists.contract';
import { isEmailAddress, readServerMessage, toWatchlistInput, watchlistForm } from './watchlist-form';

const STORED: Watchlist = {
  id: 3,
  name: 'Energy',
  keywords: ['"heat pump"', 'solar'],
  sources: ['news'],
  minPrScore: 45,
  emails: ['pr@example.com'],
  webhookUrls: ['https://hooks.slack.com/services/T/B/X'],
  onlyRising: true,
  createdAt: '2026-11-23T08:00:00.000Z',
  latestMatches: [],
};

describe(watchlistForm.name, () => {
  it('should start a new watchlist with the default minimum PR score and nothing else', () => {
    expect(watchlistForm(null)).toMatchObject({ name: '', keywords: [], sources: [], minPrScore: '60', emails: [], webhookUrls: [] });
  });

  it('should fill the form from a stored watchlist', () => {
    expect(toWatchlistInput(watchlistForm(STORED))).toEqual({
      input: {
        name: 'Energy',
        keywords: ['"heat pump"', 'solar'],
        sources: ['news'],
        minPrScore: 45,
        emails: ['pr@example.com'],
        webhookUrls: ['https://hooks.slack.com/services/T/B/X'],
        onlyRising: true,
      },
      errors: null,
    });
  });
});

describe(toWatchlistInput.name, () => {
  it('should take what is still typed in a chip field as chips', () => {
    const form = { ...watchlistForm(null), name: ' Energy ', keywordText: 'wind, "heat pump', emailText: 'a@example.com b@example.com' };
    expect(toWatchlistInput(form).input).toEqual({
      name: 'Energy',
      keywords: ['wind', '"heat pump"'],
      sources: [],
      minPrScore: 60,
      emails: ['a@example.com', 'b@example.com'],
      webhookUrls: [],
      onlyRising: false,
    });
  });

  it('should say under each field what is wrong with it', () => {
    const form = {
      ...watchlistForm(null),
      minPrScore: '101',
      emails: ['not-an-address'],
      webhookText: 'ftp://example.com/hook',
    };
    expect(toWatchlistInput(form).errors).toEqual({
      name: 'Please give the watchlist a name.',
      keywords: 'Add at least one keyword: type it and press Enter.',
      minPrScore: 'The minimum PR score is a whole number from 0 to 100.',
      emails: '"not-an-address" is not an e-mail address.',
      webhookUrls: '"ftp://example.com/hook" is not a web address: a webhook URL starts with https:// or http://.',
    });
  });

  it.each(['', '4.5', 'sixty', '-1'])('should refuse %p as the minimum PR score', (minPrScore) => {
    expect(toWatchlistInput({ ...watchlistForm(STORED), minPrScore }).errors).toHaveProperty('minPrScore');
  });

  it('should refuse a keyword without letters or digits, as the server does', () => {
    expect(toWatchlistInput({ ...watchlistForm(STORED), keywords: ['"!!"'] }).errors).toEqual({
      keywords: '"!!" has no letters or digits to look for.',
    });
  });
});

describe(readServerMessage.name, () => {
  it("should find the field a server message names and write it as the dialog's label", () => {
    expect(readServerMessage('emails: x@ is not an e-mail address.')).toEqual({
      field: 'emails',
      text: 'E-mail recipients: x@ is not an e-mail address.',
    });
    expect(readServerMessage('minPrScore must be a whole number from 0 to 100.')).toEqual({
      field: 'minPrScore',
      text: 'Minimum PR score must be a whole number from 0 to 100.',
    });
  });

  it('should leave a message that names no field as it is', () => {
    expect(readServerMessage('You can keep at most 100 watchlists.')).toEqual({
      field: null,
      text: 'You can keep at most 100 watchlists.',
    });
  });
});

describe(isEmailAddress.name, () => {
  it('should take intranet addresses, as the server does', () => {
    expect(['pr@intranet', 'a.b+c@example.co.uk'].map(isEmailAddress)).toEqual([true, true]);
  });

  it.each(['not-an-address', 'a@', '@example.com', 'a b@example.com', 'a@example..com'])('should refuse %p', (text) => {
    expect(isEmailAddress(text)).toBe(false);
  });
});
