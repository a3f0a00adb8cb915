import { describePageFailures, statusPhrase } from './page-failure-words.js';

const TREND_PAGE = { one: 'The trend page', many: 'The trend pages' };

describe(describePageFailures.name, () => {
  describe('when one page failed', () => {
    it('should name it in one sentence', () => {
      expect(describePageFailures(TREND_PAGE, [{ subject: 'trends24.in', message: statusPhrase(503) }])).toBe(
        'The trend page trends24.in is down right now (error 503).',
      );
    });
  });

  describe('when two addresses on one host failed the same way', () => {
    it('should name the host once', () => {
      const failure = { subject: '127.0.0.1:4100', message: statusPhrase(503) };
      expect(describePageFailures(TREND_PAGE, [failure, { ...failure }])).toBe(
        'The trend page 127.0.0.1:4100 is down right now (error 503).',
      );
    });
  });

  describe('when pages failed in different ways', () => {
    it('should list each', () => {
      expect(
        describePageFailures(TREND_PAGE, [
          { subject: 'trends24.in', message: statusPhrase(503) },
          { subject: 'getdaytrends.com', message: 'did not answer in time' },
        ]),
      ).toBe('The trend pages could not be read: trends24.in is down right now (error 503); getdaytrends.com did not answer in time.');
    });
  });

  describe('when the message names its own subject', () => {
    it('should start the sentence with it', () => {
      expect(describePageFailures(TREND_PAGE, [{ subject: '', message: 'no trend page is configured' }])).toBe(
        'No trend page is configured.',
      );
    });
  });
});

describe(statusPhrase.name, () => {
  it.each([
    [503, 'is down right now (error 503)'],
    [429, 'is limiting requests right now (error 429)'],
    [403, 'turned the request away (error 403)'],
    [404, 'has no page at that address (error 404)'],
    [302, 'answered with error 302'],
  ])('should put HTTP %i in words', (status, phrase) => {
    expect(statusPhrase(status)).toBe(phrase);
  });
});
