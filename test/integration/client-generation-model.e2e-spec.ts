import type { PitchEmail, PrAngle } from '../../src/contracts/campaigns.contract.js';
import type { Client } from '../../src/contracts/clients.contract.js';
import { type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { ENERGY_CLIENT } from '../support/client-profile.js';
import { completion } from '../support/fake-openai.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertTrendingItems } from '../support/trending-rows.js';

type ChatRequest = { messages: { role: string; content: string }[] };

const plan = (spokesperson: string) => ({
  newsLine: 'Ofgem confirmed the price cap rises 5% in January.',
  tactic: 'Expert commentary',
  spokesperson,
  audience: 'UK households',
  dataSource: 'Smart-meter readings from 400,000 homes',
  outlets: ['BBC News', 'This is Money'],
});

/** A model that first invents a role (as models do without a client), then, told why, names the client's person. */
const INVENTED_ROLE = JSON.stringify({
  angles: [
    {
      angle: 'Offer our head of partnerships to explain what the 5% rise means for a typical bill.',
      headline: 'What a 5% price cap rise means for your bill',
      format: 'Expert Commentary',
      plan: plan('our head of partnerships'),
    },
  ],
});
const CLIENT_PERSON = JSON.stringify({
  angles: [
    {
      angle:
        "Priya Nair explains what the 5% rise means for a typical bill, with Brightwell Energy's smart-meter readings from 400,000 homes.",
      headline: 'What a 5% price cap rise means for your bill',
      format: 'Expert Commentary',
      plan: plan('Priya Nair, Head of Research at Brightwell Energy'),
    },
  ],
});
const PITCH = JSON.stringify({
  subject: 'Price cap up 5%: what it means for bills',
  body:
    'Hi,\n\nOfgem confirmed this morning that the energy price cap rises 5% in January, adding £85 a year to a typical bill, as BBC News reported. ' +
    'Priya Nair, our Head of Research and a former Ofgem economist, can explain what that means for households this winter and which homes feel it most. ' +
    'She is free for a call today, and we can pull figures from our smart-meter readings from 400,000 homes for your piece, saying how we counted them.\n\n' +
    'Would that help?\n\nBest regards,\n[Your name]\n[Your organisation]',
  targetPublications: ['BBC News', 'This is Money', 'The Guardian'],
  keyContacts: ['Consumer affairs editor', 'News desk'],
});

/** Issue 27 must-have 5, model path: the prompt carries the profile and the answer is held to it. */
describe('Ideas written for a client (OpenAI-compatible model, local fake)', () => {
  let fakeOpenAi: FakeUpstream;
  let testApp: TestApp;
  let client: Client;
  let itemId: number;

  beforeAll(async () => {
    fakeOpenAi = await startFakeUpstream((request, response) => {
      const body = JSON.parse(request.body) as ChatRequest;
      const user = body.messages[1]!.content;
      if (user.includes('Write a pitch e-mail')) return reply(response, 200, completion(PITCH));
      // The repair round carries the validator's problems: then the model names the client's person.
      return reply(response, 200, completion(body.messages.length > 2 ? CLIENT_PERSON : INVENTED_ROLE));
    });
    testApp = await startTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${fakeOpenAi.url}/v1`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'fake-model',
    });
    const created = await fetch(`${testApp.baseUrl}/api/clients`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ENERGY_CLIENT),
    });
    client = (await created.json()) as Client;
    [itemId] = await insertTrendingItems(testApp.orm, [
      {
        title: 'Energy price cap to rise 5% in January, Ofgem confirms',
        content: 'The typical household bill will go up by £85 a year.',
        source: 'news',
        publication: 'BBC News',
        sourceUrl: 'https://www.bbc.co.uk/news/business-1',
      },
    ]);
  });

  afterAll(async () => {
    await testApp?.close();
    await fakeOpenAi?.close();
  });

  const post = async <T>(path: string, body: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${testApp.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  it("should send the client's profile, send back an invented spokesperson, and store the client's angle", async () => {
    const before = fakeOpenAi.requests.length;
    const { status, body: angles } = await post<PrAngle[]>(`/api/trending/${itemId}/generate-angles`, { clientId: client.id });
    expect(status).toBe(200);
    expect(angles).toHaveLength(1);
    expect(angles[0]).toMatchObject({ clientId: client.id, generatedBy: { provider: 'openai', model: 'fake-model' } });
    expect(angles[0]!.angle).toContain('Priya Nair');

    const [first, repair] = fakeOpenAi.requests.slice(before).map((request) => JSON.parse(request.body) as ChatRequest);
    const [system, user] = first!.messages;
    expect(system!.content).toContain('The target market is the UK');
    expect(user!.content).toContain('PR angles Brightwell Energy could use');
    expect(user!.content).toContain(
      '- Priya Nair, Head of Research; expertise: energy prices, price cap, household bills; Former Ofgem economist.',
    );
    expect(user!.content).toContain('- Smart-meter readings from 400,000 homes');
    expect(user!.content).toContain('Topics Brightwell Energy avoids (never mention them): gambling, "fracking"');
    expect(user!.content).toContain('Tone: plain-spoken and warm');
    expect(repair!.messages.at(-1)!.content).toContain(
      "must be one of Brightwell Energy's spokespeople by name (Priya Nair, Tom Gallagher)",
    );
  });

  it("should sign the model's pitch with the client's contact and boilerplate", async () => {
    const [angle] = (await (await fetch(`${testApp.baseUrl}/api/trending/${itemId}/angles?clientId=${client.id}`)).json()) as PrAngle[];
    const { status, body: pitch } = await post<PitchEmail>(`/api/angles/${angle!.id}/generate-pitch`, { clientId: client.id });
    expect(status).toBe(200);
    expect(pitch.body).toContain('Best regards,\nSarah Quinn\nBrightwell Energy\npress@brightwell.example · +44 20 7946 0000');
    expect(pitch.body).toContain(`Notes to editors\nAbout Brightwell Energy: ${ENERGY_CLIENT.boilerplate}`);
    expect(pitch.body).not.toMatch(/\[Your/);
    const sent = JSON.parse(fakeOpenAi.requests.at(-1)!.body) as ChatRequest;
    expect(sent.messages[1]!.content).toContain('by the full name and title the plan gives');
  });
});
