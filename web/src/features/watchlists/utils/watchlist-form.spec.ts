import { describe, expect, it } from '@jest/globals';
import type { Watchlist } from '@contracts/watchlists.contract';
import { fieldOfServerMessage, toWatchlistInput, watchlistForm } from './watchlist-form';

const STORED: Watchlist = {
  id: 3,
  name: 'Energy',
  keywords: ['"heat pump"', 'solar'],
  sources: ['news'],
  minPrScore: 45,
  emails: ['pr@example.com'],
  webhookUrls: ['https://hooks.slack.com/services/T/B/X'],
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

  it('should refuse a webhook URL with a user name and password', () => {
    expect(toWatchlistInput({ ...watchlistForm(STORED), webhookUrls: ['https://user:pw@example.com/hook'] }).errors).toHaveProperty(
      'webhookUrls',
    );
  });
});

describe(fieldOfServerMessage.name, () => {
  it('should find the field a server message names', () => {
    expect(fieldOfServerMessage('emails: "x@y" is not an e-mail address.')).toBe('emails');
    expect(fieldOfServerMessage('The webhook URL points to a private network.')).toBe('webhookUrls');
    expect(fieldOfServerMessage('Something else went wrong.')).toBeNull();
  });
});
