import type { JournalistPage } from '../../src/contracts/journalists.contract.js';
import type { PitchEmail, PrAngle } from '../../src/contracts/campaigns.contract.js';
import type { TrendingItem } from '../../src/contracts/trending.contract.js';
import {
  allowHostsFor,
  type FakeUpstream,
  readFixture,
  reply,
  startFakeUpstream,
} from '../../src/modules/sources/fixtures/fake-upstream.js';
import { completion, VALID_ANGLES } from '../support/fake-openai.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type ChatRequest = { messages: { role: string; content: string }[] };

const ARTICLE = 'Energy prices: households face £150 rise as Ofgem lifts cap for winter';
const STORY = 'Energy bills to rise by £150 from January, regulator says';
const pitchAnswer = (opening: string) =>
  JSON.stringify({
    subject: 'Price cap rise: an energy economist on bills',
    body:
      `${opening}\n\nThe regulator says a typical bill rises by £150 from January, BBC News reported. ` +
      'An energy economist we work with can explain what that means for households this winter and which homes feel it most. ' +
      'They are free for a call today.\n\nBest regards,\n[Your name]\n[Your organisation]',
    targetPublications: ['BBC News', 'The Guardian', 'This is Money'],
    keyContacts: ['Energy correspondent', 'News desk'],
  });
/** A model that first writes to nobody in particular, then, told why, greets the journalist and names their article. */
const TO_NOBODY = pitchAnswer('Hi,');
const TO_JILLIAN = pitchAnswer(`Hi Jillian,\n\nI read your recent piece, "${ARTICLE}", and this follows straight on from it.`);

// The BBC feed's article links point at this fake (answering 503), so the page fallback never leaves the machine.
/** Issue 30 must-have 5, model path: the prompt carries the journalist and their real article, and the answer is held to them. */
describe('A pitch to a journalist (OpenAI-compatible model, local fake)', () => {
  let upstream: FakeUpstream;
  let testApp: TestApp;
  const pitchPrompts: ChatRequest[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream((request, response) => {
      if (request.path === '/guardian') {
        return reply(response, 200, readFixture('guardian-world.rss'), { 'content-type': 'application/rss+xml' });
      }
      if (request.path === '/bbc') {
        return reply(
          response,
          200,
          readFixture('bbc-news-home.rss').replaceAll('https://www.bbc.co.uk/news/articles/', `${upstream.url}/bbc/`),
          { 'content-type': 'application/rss+xml' },
        );
      }
      if (!request.path.startsWith('/v1/')) return reply(response, 503, 'unavailable');
      const body = JSON.parse(request.body) as ChatRequest;
      if (!body.messages[1]!.content.includes('Write a pitch e-mail')) return reply(response, 200, completion(VALID_ANGLES));
      pitchPrompts.push(body);
      return reply(response, 200, completion(body.messages.length > 2 ? TO_JILLIAN : TO_NOBODY));
    });
    testApp = await startTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${upstream.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'fake-model',
      RATE_LIMIT_PER_MINUTE: '100000',
      X_TRENDS_URLS: `${upstream.url}/trends`,
      NEWS_RSS_URLS: `${upstream.url}/guardian,${upstream.url}/bbc`,
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(upstream),
    });
    const fetched = await fetch(`${testApp.baseUrl}/api/fetch-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabledSources: ['x_trending'], xTrending: { useFallback: true, maxResults: 50 } }),
    });
    expect(fetched.status).toBe(200);
  });

  afterAll(async () => {
    await testApp?.close();
    await upstream?.close();
  });

  it('should hand the model the journalist and their real article, and send back an answer that ignores them', async () => {
    const items = (await (await fetch(`${testApp.baseUrl}/api/trending?source=news`)).json()) as TrendingItem[];
    const story = items.find((item) => item.title === STORY)!;
    const angles = (await (
      await fetch(`${testApp.baseUrl}/api/trending/${story.id}/generate-angles`, { method: 'POST' })
    ).json()) as PrAngle[];
    const jillian = ((await (await fetch(`${testApp.baseUrl}/api/journalists?q=Jillian`)).json()) as JournalistPage).items[0]!;

    const answer = await fetch(`${testApp.baseUrl}/api/angles/${angles[0]!.id}/generate-pitch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ journalistId: jillian.id }),
    });
    const pitch = (await answer.json()) as PitchEmail;

    expect(answer.status).toBe(200);
    const prompt = pitchPrompts[0]!.messages[1]!.content;
    expect(prompt).toContain('Address it to Jillian Ambrose, Energy correspondent, at The Guardian');
    expect(prompt).toContain(`refers to their recent article "${ARTICLE}" by this exact title`);
    // The first answer greeted nobody: the repair round told the model why.
    expect(pitchPrompts).toHaveLength(2);
    expect(pitchPrompts[1]!.messages.at(-1)!.content).toContain('body: must greet Jillian Ambrose by name');
    expect(pitch.body).toContain(`I read your recent piece, "${ARTICLE}"`);
    expect(pitch).toMatchObject({
      addressedTo: { id: jillian.id, name: 'Jillian Ambrose', outlet: 'The Guardian' },
      targetPublications: ['The Guardian'],
      generatedBy: { provider: 'openai' },
    });
  });
});
