import { describe, expect, it } from '@jest/globals';
import { parseCountries, parseInstances, parseLanguages, sourceMessageLines } from './fetch-form';

describe(sourceMessageLines.name, () => {
  describe('when one source failed and another warned', () => {
    it('should name both, Reddit first', () => {
      expect(
        sourceMessageLines(
          { x_trending: 'The trend page trends24.in is down right now (error 503). Showing Top Media stories instead.' },
          { reddit: 'Reddit rejected this App ID and App Secret.' },
        ),
      ).toBe(
        'Reddit: Reddit rejected this App ID and App Secret.\nX (Twitter): The trend page trends24.in is down right now (error 503). Showing Top Media stories instead.',
      );
    });
  });

  describe('when a message repeats', () => {
    it('should say it once', () => {
      expect(sourceMessageLines({ news: 'Feeds are down.' }, { news: 'Feeds are down.' })).toBe('Top Media: Feeds are down.');
    });
  });

  describe('when a source is unknown or a message empty', () => {
    it('should label it Unknown Source and skip the empty one', () => {
      expect(sourceMessageLines({ tiktok: 'Not supported.', reddit: '' })).toBe('Unknown Source: Not supported.');
    });
  });

  describe('when keyless sources failed beside the spec sources', () => {
    it('should name each by its label, after Reddit, X and Top Media', () => {
      expect(
        sourceMessageLines(
          {
            mastodon: 'The Mastodon instance fosstodon.org is down right now (error 502).',
            hackernews: 'Hacker News did not answer in time.',
          },
          { google_trends: 'Google Trends for AQ has no page at that address (error 404).', reddit: 'Reddit is down.' },
        ).split('\n'),
      ).toEqual([
        'Reddit: Reddit is down.',
        'Google Trends: Google Trends for AQ has no page at that address (error 404).',
        'Hacker News: Hacker News did not answer in time.',
        'Mastodon: The Mastodon instance fosstodon.org is down right now (error 502).',
      ]);
    });
  });
});

describe(parseCountries.name, () => {
  describe('when the codes are valid in any case, with commas or spaces', () => {
    it('should send them upper case, each once', () => {
      expect(parseCountries(' gb, De  us,GB ,')).toEqual({ values: ['GB', 'DE', 'US'], error: null });
    });
  });

  describe('when a code is not an assigned country', () => {
    it('should quote the bad ones and say how to write a code', () => {
      expect(parseCountries('US, XX').error).toBe('"XX" is not a country code. Use two-letter country codes, such as US or GB.');
      expect(parseCountries('EU usa').error).toBe('"EU", "USA" are not country codes. Use two-letter country codes, such as US or GB.');
    });
  });

  describe('when the field is empty or too long', () => {
    it('should ask for at least one and at most 20', () => {
      expect(parseCountries(' , ').error).toBe('Enter at least one country code, such as US or GB.');
      const codes = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF';
      expect(parseCountries(codes).error).toBe('Enter at most 20 countries.');
    });
  });
});

describe(parseLanguages.name, () => {
  it('should take edition codes with subtags, lower case', () => {
    expect(parseLanguages('EN, zh-yue, pt-BR, simple')).toEqual({ values: ['en', 'zh-yue', 'pt-br', 'simple'], error: null });
  });

  it('should refuse a language name or a path', () => {
    expect(parseLanguages('english').error).toBe('"english" is not a Wikipedia language code. Use language codes, such as en, de or pt.');
    expect(parseLanguages('../en').error).toMatch(/^"\.\.\/en" is not/);
  });
});

describe(parseInstances.name, () => {
  describe('when the field is empty', () => {
    it('should send no instance, so that the server reads its own', () => {
      expect(parseInstances('  ')).toEqual({ values: [], error: null });
    });
  });

  describe('when an instance is typed as a bare name or an https address', () => {
    it('should send https addresses', () => {
      expect(parseInstances('fosstodon.org, https://mastodon.social/')).toEqual({
        values: ['https://fosstodon.org', 'https://mastodon.social/'],
        error: null,
      });
    });
  });

  describe('when an address is not an https origin', () => {
    it('should say so, quoting it', () => {
      expect(parseInstances('http://mastodon.social').error).toBe(
        '"http://mastodon.social" is not the https address of a Mastodon server. Use the address alone, such as https://mastodon.social.',
      );
      expect(parseInstances('https://mastodon.social/api/v1/trends, https://user:pw@a.example').error).toMatch(
        /^"https:\/\/mastodon\.social\/api\/v1\/trends", "https:\/\/user:pw@a\.example" are not https addresses/,
      );
    });

    it('should cut a very long entry in the message', () => {
      const error = parseInstances(`https://example.org/${'a'.repeat(200)}`).error!;
      expect(error).toMatch(/^"https:\/\/example\.org\/a{40}…" is not the https address/);
      expect(error).not.toContain('a'.repeat(60));
    });
  });
});
