import type { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation/validation.pipe.js';
import { FetchConfigurationDto } from './fetch-configuration.dto.js';

const pipe = createValidationPipe();

/** The body as the global pipe hands it to the controller. */
function validated(body: unknown): Promise<FetchConfigurationDto> {
  return pipe.transform(body, { type: 'body', metatype: FetchConfigurationDto }) as Promise<FetchConfigurationDto>;
}

/** The 400's message for a body the pipe refuses. */
async function refusal(body: unknown): Promise<string> {
  try {
    await validated(body);
  } catch (error) {
    return (error as BadRequestException).message;
  }
  throw new Error('the body was accepted');
}

describe(FetchConfigurationDto.name, () => {
  describe('when the new sources are enabled', () => {
    it('should accept every source value', async () => {
      const sources = ['reddit', 'x_trending', 'google_trends', 'bluesky', 'hackernews', 'wikipedia', 'mastodon'];

      await expect(validated({ enabledSources: sources })).resolves.toMatchObject({ enabledSources: sources });
    });

    it('should leave the new blocks out when they are not given (the sources then use their defaults)', async () => {
      const configuration = await validated({ enabledSources: ['google_trends'] });

      expect(configuration.googleTrends).toBeUndefined();
      expect(configuration.wikipedia).toBeUndefined();
      expect(configuration.mastodon).toBeUndefined();
    });

    it('should take countries in any case and languages in any case', async () => {
      const configuration = await validated({
        enabledSources: ['google_trends', 'wikipedia', 'mastodon'],
        googleTrends: { geos: ['us', 'De'] },
        wikipedia: { languages: ['EN', 'zh-yue', 'simple'] },
        mastodon: { instances: ['https://mastodon.social', 'https://fosstodon.org/'] },
      });

      expect(configuration.googleTrends?.geos).toEqual(['US', 'DE']);
      expect(configuration.wikipedia?.languages).toEqual(['en', 'zh-yue', 'simple']);
      expect(configuration.mastodon?.instances).toEqual(['https://mastodon.social', 'https://fosstodon.org/']);
    });

    it('should fill a block given without its list with the default list', async () => {
      const configuration = await validated({ enabledSources: ['google_trends', 'wikipedia'], googleTrends: {}, wikipedia: {} });

      expect(configuration.googleTrends?.geos).toEqual(['US', 'GB']);
      expect(configuration.wikipedia?.languages).toEqual(['en']);
    });
  });

  describe('when a value is not one the server knows', () => {
    it.each([
      [
        { enabledSources: ['reddit', 'tiktok'] },
        'enabledSources: "tiktok" is not a source; choose from reddit, x_trending, google_trends, bluesky, hackernews, wikipedia, mastodon',
      ],
      [{ enabledSources: ['myspace', 'digg'] }, 'enabledSources: "myspace", "digg" are not sources; choose from'],
      [
        { enabledSources: ['google_trends'], googleTrends: { geos: ['US', 'XX'] } },
        'googleTrends.geos: "XX" is not a country code; use two letters (ISO 3166-1 alpha-2), such as US or GB',
      ],
      [
        { enabledSources: ['google_trends'], googleTrends: { geos: ['EU', 'USA'] } },
        'googleTrends.geos: "EU", "USA" are not country codes',
      ],
      [{ enabledSources: ['google_trends'], googleTrends: { geos: [] } }, 'googleTrends.geos must name at least one country'],
      [
        { enabledSources: ['google_trends'], googleTrends: { geos: 'US' } },
        'googleTrends.geos must be a list of two-letter country codes, such as US or GB',
      ],
      [{ enabledSources: ['google_trends'], googleTrends: null }, 'googleTrends must be an object of Google Trends settings'],
      [
        { enabledSources: ['wikipedia'], wikipedia: { languages: ['english'] } },
        'wikipedia.languages: "english" is not a Wikipedia language code',
      ],
      [
        { enabledSources: ['wikipedia'], wikipedia: { languages: ['../en'] } },
        'wikipedia.languages: "../en" is not a Wikipedia language code',
      ],
      [
        { enabledSources: ['mastodon'], mastodon: { instances: ['http://mastodon.social'] } },
        'mastodon.instances: "http://mastodon.social" is not the https address of a Mastodon instance',
      ],
      [
        { enabledSources: ['mastodon'], mastodon: { instances: ['mastodon.social'] } },
        'mastodon.instances: "mastodon.social" is not the https address',
      ],
      [{ enabledSources: ['mastodon'], mastodon: { instances: ['https://user:pw@mastodon.social'] } }, 'is not the https address'],
      [
        { enabledSources: ['mastodon'], mastodon: { instances: ['https://mastodon.social/api/v1/trends/links'] } },
        'is not the https address',
      ],
      [{ enabledSources: ['mastodon'], mastodon: {} }, 'mastodon.instances must be a list of https addresses'],
      [{ enabledSources: ['mastodon'], mastodon: { instances: [] } }, 'mastodon.instances must name at least one instance'],
    ])('should refuse %j with a 400 naming the field and the value', async (body, message) => {
      await expect(refusal(body)).resolves.toContain(message);
    });
  });
});
