import type { Client, ClientInput, UserPreferences } from '../../src/contracts/clients.contract.js';
import { WebsiteAnalysis } from '../../src/modules/website/website-analysis.entity.js';
import { client, invitedMember, signIn, type SignedInClient } from '../support/auth-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Clients (issue 27): the profile API, its validation and name rule, who may delete, each user's
// chosen client, and the draft filled from a website analysis.

type Answer<T> = { status: number; body: T };

async function send<T>(browser: SignedInClient, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await browser.call(method, path, body);
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

/** Every field of a profile, as a person fills the form (with the spaces, cases and repeats people type). */
const FULL_INPUT: ClientInput = {
  name: '  Acme Energy ',
  website: 'https://Acme.example/about',
  sector: 'home energy',
  description: 'Acme supplies gas and electricity to 2 million homes.\n\nFounded in 2009.',
  markets: ['gb', 'UK', 'ie'],
  languages: ['EN', 'ga'],
  spokespeople: [
    {
      name: 'Jane Doe',
      title: 'Head of Research',
      expertise: ['energy prices', 'Energy Prices', 'household budgets'],
      bio: 'Jane leads Acme’s research into household energy use.',
      email: 'jane.doe@acme.example',
    },
    { name: 'Raj Patel', title: 'Chief Executive', expertise: [], bio: '', email: null },
  ],
  assets: ['smart-meter readings from 40,000 homes', '', 'Smart-meter readings from 40,000 homes'],
  messages: ['Fixed tariffs with no exit fees'],
  avoidTopics: ['gambling', '"fossil fuels"'],
  competitors: ['Bolt Power'],
  tone: 'plain-spoken and warm',
  boilerplate: 'About Acme: Acme supplies gas and electricity to 2 million UK homes.',
  contact: { name: 'Sam Lee', email: 'press@acme.example', phone: '+44 (0)20 7946-0000' },
};

const FULL_STORED = {
  name: 'Acme Energy',
  website: 'https://acme.example/about',
  sector: 'home energy',
  description: 'Acme supplies gas and electricity to 2 million homes.\n\nFounded in 2009.',
  markets: ['GB', 'IE'],
  languages: ['en', 'ga'],
  spokespeople: [
    {
      name: 'Jane Doe',
      title: 'Head of Research',
      expertise: ['energy prices', 'household budgets'],
      bio: 'Jane leads Acme’s research into household energy use.',
      email: 'jane.doe@acme.example',
    },
    { name: 'Raj Patel', title: 'Chief Executive', expertise: [], bio: '', email: null },
  ],
  assets: ['smart-meter readings from 40,000 homes'],
  messages: ['Fixed tariffs with no exit fees'],
  avoidTopics: ['gambling', '"fossil fuels"'],
  competitors: ['Bolt Power'],
  tone: 'plain-spoken and warm',
  boilerplate: 'About Acme: Acme supplies gas and electricity to 2 million UK homes.',
  contact: { name: 'Sam Lee', email: 'press@acme.example', phone: '+44 (0)20 7946-0000' },
};

describe('Clients API', () => {
  describe('with AUTH_MODE=none', () => {
    let testApp: TestApp;
    let anyone: SignedInClient;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'none' });
      anyone = client(testApp.baseUrl);
    });

    afterAll(async () => {
      await testApp?.close();
    });

    const create = async (input: unknown): Promise<Client> => {
      const answer = await send<Client>(anyone, 'POST', '/api/clients', input);
      expect(answer.status).toBe(201);
      return answer.body;
    };

    describe('create, list, get, update and delete', () => {
      it('should store every field tidied, answer it on list and get, replace it whole on PUT and forget it on DELETE', async () => {
        const created = await create(FULL_INPUT);
        expect(created).toEqual({ id: expect.any(Number), ...FULL_STORED, createdAt: expect.any(String), updatedAt: expect.any(String) });

        expect((await send<Client>(anyone, 'GET', `/api/clients/${created.id}`)).body).toEqual(created);
        expect((await send<Client[]>(anyone, 'GET', '/api/clients')).body).toContainEqual(created);

        const updated = await send<Client>(anyone, 'PUT', `/api/clients/${created.id}`, { name: 'acme energy', markets: ['US'] });
        expect(updated).toEqual({
          status: 200,
          body: {
            id: created.id,
            name: 'acme energy',
            website: null,
            sector: '',
            description: '',
            markets: ['US'],
            languages: [],
            spokespeople: [],
            assets: [],
            messages: [],
            avoidTopics: [],
            competitors: [],
            tone: '',
            boilerplate: '',
            contact: { name: '', email: '', phone: '' },
            createdAt: created.createdAt,
            updatedAt: expect.any(String),
          },
        });
        expect((await send<Client>(anyone, 'GET', `/api/clients/${created.id}`)).body).toEqual(updated.body);

        expect((await anyone.call('DELETE', `/api/clients/${created.id}`)).status).toBe(204);
        expect(await send(anyone, 'GET', `/api/clients/${created.id}`)).toEqual({
          status: 404,
          body: { statusCode: 404, message: `Client ${created.id} does not exist. It may have been deleted.` },
        });
        expect((await send<Client[]>(anyone, 'GET', '/api/clients')).body.map((stored) => stored.id)).not.toContain(created.id);
      });

      it('should list the clients by name, case ignored', async () => {
        await create({ name: 'zeta Foods', markets: ['FR'] });
        await create({ name: 'Alpha Bank', markets: ['DE'] });
        await create({ name: 'beta Cars', markets: ['IT'] });
        const names = (await send<Client[]>(anyone, 'GET', '/api/clients')).body.map((stored) => stored.name);
        expect(names.filter((name) => ['zeta Foods', 'Alpha Bank', 'beta Cars'].includes(name))).toEqual([
          'Alpha Bank',
          'beta Cars',
          'zeta Foods',
        ]);
      });
    });

    describe('a bad field', () => {
      it.each([
        ['the name missing', { markets: ['GB'] }, 'name: please give the client a name.'],
        ['a name of spaces', { name: '   ', markets: ['GB'] }, 'name: please give the client a name.'],
        ['a name too long', { name: 'x'.repeat(101), markets: ['GB'] }, 'name: at most 100 characters.'],
        ['no markets', { name: 'Nomarket', markets: [] }, 'markets: add at least one country the client works in.'],
        ['markets missing', { name: 'Nomarket' }, 'markets must be a list of two-letter country codes, such as GB or US.'],
        [
          'a made-up country code',
          { name: 'Madeup', markets: ['GB', 'xx'] },
          'markets: "XX" is not a country code; use two letters (ISO 3166-1 alpha-2), such as GB or US.',
        ],
        [
          'a grouping that is no country',
          { name: 'Europe', markets: ['EU'] },
          'markets: "EU" is not a country code; use two letters (ISO 3166-1 alpha-2), such as GB or US.',
        ],
        [
          'a made-up language',
          { name: 'Lang', markets: ['GB'], languages: ['en', 'english'] },
          'languages: "english" is not a language code; use two letters (ISO 639-1), such as en or fr.',
        ],
        [
          'a website that is no web address',
          { name: 'Site', markets: ['GB'], website: 'ftp://acme.example' },
          'website: please give an http(s) address or null.',
        ],
        [
          "a spokesperson's bad e-mail, named by index",
          { name: 'Mail', markets: ['GB'], spokespeople: [{ name: 'A' }, { name: 'B' }, { name: 'C', email: 'not-an-address' }] },
          'spokespeople.2.email: "not-an-address" is not an e-mail address.',
        ],
        [
          'a spokesperson without a name',
          { name: 'Noname', markets: ['GB'], spokespeople: [{ title: 'CEO' }] },
          "spokespeople.0.name: please give the spokesperson's name.",
        ],
        [
          'an unknown field of a spokesperson',
          { name: 'Unknown', markets: ['GB'], spokespeople: [{ name: 'A', age: 40 }] },
          'Unknown field "spokespeople.0.age"',
        ],
        [
          'too many assets',
          { name: 'Assets', markets: ['GB'], assets: Array.from({ length: 21 }, (_, i) => `asset ${i}`) },
          'assets: at most 20 entries.',
        ],
        [
          'an asset too long, named by index',
          { name: 'Long', markets: ['GB'], assets: ['fine', 'x'.repeat(301)] },
          'assets.1: at most 300 characters.',
        ],
        [
          'a topic with nothing to look for',
          { name: 'Topics', markets: ['GB'], avoidTopics: ['ok', '!!!'] },
          'avoidTopics: "!!!" has no letters or digits to look for.',
        ],
        [
          'letters in the contact phone',
          { name: 'Phone', markets: ['GB'], contact: { phone: '+44 call me' } },
          'contact.phone: a phone number holds only digits, spaces and + - ( ) .',
        ],
        [
          'a bad contact e-mail',
          { name: 'Contact', markets: ['GB'], contact: { email: 'press at acme' } },
          'contact.email: "press at acme" is not an e-mail address.',
        ],
        [
          'a description too long',
          { name: 'Desc', markets: ['GB'], description: 'x'.repeat(1001) },
          'description: at most 1000 characters.',
        ],
      ])('should answer 400 naming the field for %s, and store nothing', async (_case, body, message) => {
        const before = (await send<Client[]>(anyone, 'GET', '/api/clients')).body.length;
        expect(await send(anyone, 'POST', '/api/clients', body)).toEqual({ status: 400, body: { statusCode: 400, message } });
        expect((await send<Client[]>(anyone, 'GET', '/api/clients')).body).toHaveLength(before);
      });

      it('should refuse a bad field on PUT too, and leave the profile as it was', async () => {
        const stored = await create({ name: 'Steady', markets: ['GB'] });
        expect((await send(anyone, 'PUT', `/api/clients/${stored.id}`, { name: 'Steady', markets: ['XX'] })).status).toBe(400);
        expect((await send<Client>(anyone, 'GET', `/api/clients/${stored.id}`)).body).toEqual(stored);
      });
    });

    describe('a duplicate name', () => {
      it('should answer 409 on POST for the same name in another case or with other spaces', async () => {
        await create({ name: 'Northwind', markets: ['GB'] });
        for (const name of ['Northwind', 'NORTHWIND', '  northwind ']) {
          expect(await send(anyone, 'POST', '/api/clients', { name, markets: ['GB'] })).toEqual({
            status: 409,
            body: { statusCode: 409, message: 'A client named “Northwind” already exists.' },
          });
        }
      });

      it("should answer 409 on PUT to another client's name, and let a client keep its own name in another case", async () => {
        await create({ name: 'Contoso', markets: ['GB'] });
        const other = await create({ name: 'Fabrikam', markets: ['GB'] });
        expect(await send(anyone, 'PUT', `/api/clients/${other.id}`, { name: 'contoso', markets: ['GB'] })).toEqual({
          status: 409,
          body: { statusCode: 409, message: 'A client named “Contoso” already exists.' },
        });
        const renamed = await send<Client>(anyone, 'PUT', `/api/clients/${other.id}`, { name: 'FABRIKAM', markets: ['GB'] });
        expect(renamed.status).toBe(200);
        expect(renamed.body.name).toBe('FABRIKAM');
      });

      it('should answer one 201 and the rest 409 when the same new name is posted at once', async () => {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => send(client(testApp.baseUrl), 'POST', '/api/clients', { name: 'Racing Co', markets: ['GB'] })),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
      });
    });

    describe('an unknown id', () => {
      it.each([
        ['GET', undefined],
        ['PUT', { name: 'Ghost', markets: ['GB'] }],
        ['DELETE', undefined],
      ])('should answer 404 to %s', async (method, body) => {
        expect(await send(anyone, method, '/api/clients/999999', body)).toEqual({
          status: 404,
          body: { statusCode: 404, message: 'Client 999999 does not exist. It may have been deleted.' },
        });
      });

      it('should answer 400 for an id that is no id', async () => {
        expect(await send(anyone, 'GET', '/api/clients/abc')).toEqual({
          status: 400,
          body: { statusCode: 400, message: 'The client id must be a positive whole number.' },
        });
      });
    });

    describe('GET and PUT /api/preferences', () => {
      it('should answer no client before any choice, remember a choice, and empty it when the client is deleted', async () => {
        expect(await send(anyone, 'GET', '/api/preferences')).toEqual({ status: 200, body: { clientId: null } });
        const chosen = await create({ name: 'Chosen Ltd', markets: ['GB'] });
        expect(await send(anyone, 'PUT', '/api/preferences', { clientId: chosen.id })).toEqual({
          status: 200,
          body: { clientId: chosen.id },
        });
        expect(await send(anyone, 'GET', '/api/preferences')).toEqual({ status: 200, body: { clientId: chosen.id } });

        expect((await anyone.call('DELETE', `/api/clients/${chosen.id}`)).status).toBe(204);
        expect(await send<UserPreferences>(anyone, 'GET', '/api/preferences')).toEqual({ status: 200, body: { clientId: null } });
      });

      it('should clear the choice with null', async () => {
        const chosen = await create({ name: 'Cleared Ltd', markets: ['GB'] });
        await send(anyone, 'PUT', '/api/preferences', { clientId: chosen.id });
        expect(await send(anyone, 'PUT', '/api/preferences', { clientId: null })).toEqual({ status: 200, body: { clientId: null } });
        expect((await send(anyone, 'GET', '/api/preferences')).body).toEqual({ clientId: null });
      });

      it('should answer 404 for a client that does not exist and keep the choice', async () => {
        const chosen = await create({ name: 'Kept Ltd', markets: ['GB'] });
        await send(anyone, 'PUT', '/api/preferences', { clientId: chosen.id });
        expect(await send(anyone, 'PUT', '/api/preferences', { clientId: 999999 })).toEqual({
          status: 404,
          body: { statusCode: 404, message: 'Client 999999 does not exist. It may have been deleted.' },
        });
        expect((await send(anyone, 'GET', '/api/preferences')).body).toEqual({ clientId: chosen.id });
      });

      it.each([[{ clientId: 'three' }], [{ clientId: 0 }], [{ clientId: 1.5 }], [{}]])('should answer 400 for %j', async (body) => {
        expect(await send(anyone, 'PUT', '/api/preferences', body)).toEqual({
          status: 400,
          body: { statusCode: 400, message: "clientId must be a client's id (a positive whole number) or null for no client." },
        });
      });
    });

    describe('POST /api/clients/from-analysis/:analysisId', () => {
      const storeAnalysis = async (url: string, fields: Partial<WebsiteAnalysis> = {}): Promise<number> => {
        const analysis = Object.assign(new WebsiteAnalysis(url, 'Energy & Utilities', 'Households in the United Kingdom'), {
          title: 'Acme Energy | Home energy',
          description: 'Gas and electricity for homes, fixed prices. '.repeat(30),
          brand: 'Acme Energy',
          keyMessages: ['Fixed tariffs with no exit fees', 'Smart meters fitted free'],
          ...fields,
        });
        await testApp.orm.em.fork().persist(analysis).flush();
        return analysis.id;
      };

      it("should answer an unsaved draft: brand, site origin, business type, description within its limit, key messages, the site's market", async () => {
        const id = await storeAnalysis('https://www.acme-energy.co.uk/home?ref=x');
        const before = (await send<Client[]>(anyone, 'GET', '/api/clients')).body.length;
        const answer = await send<ClientInput>(anyone, 'POST', `/api/clients/from-analysis/${id}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          name: 'Acme Energy',
          website: 'https://www.acme-energy.co.uk',
          sector: 'Energy & Utilities',
          description: expect.stringMatching(/^Gas and electricity for homes, fixed prices\. .*…$/s),
          markets: ['GB'],
          languages: [],
          spokespeople: [],
          assets: [],
          messages: ['Fixed tariffs with no exit fees', 'Smart meters fitted free'],
          avoidTopics: [],
          competitors: [],
          tone: '',
          boilerplate: '',
          contact: { name: '', email: '', phone: '' },
        });
        expect(answer.body.description!.length).toBeLessThanOrEqual(1000);
        expect((await send<Client[]>(anyone, 'GET', '/api/clients')).body).toHaveLength(before);

        // Saved as it is, the draft is a valid client.
        expect((await send(anyone, 'POST', '/api/clients', answer.body)).status).toBe(201);
      });

      it('should leave markets empty for a site whose market is no one country, for the user to pick', async () => {
        const id = await storeAnalysis('https://tradehub.example.com/', {
          brand: 'TradeHub',
          targetAudience: 'Importers and exporters',
          description: 'The global marketplace for import and export.',
          keyMessages: [],
        });
        const answer = await send<ClientInput>(anyone, 'POST', `/api/clients/from-analysis/${id}`);
        expect(answer.body).toMatchObject({ name: 'TradeHub', markets: [] });
      });

      it('should answer 404 for an unknown analysis', async () => {
        expect(await send(anyone, 'POST', '/api/clients/from-analysis/999999')).toEqual({
          status: 404,
          body: { statusCode: 404, message: 'Website analysis 999999 does not exist.' },
        });
      });
    });
  });

  describe('with AUTH_MODE=local', () => {
    const ADMIN_EMAIL = 'admin@clients.test';
    const ADMIN_PASSWORD = 'admin-clients-password';
    const MEMBER_EMAIL = 'member@clients.test';
    const MEMBER_PASSWORD = 'member-clients-password';
    let testApp: TestApp;
    let admin: SignedInClient;
    let member: SignedInClient;

    beforeAll(async () => {
      testApp = await startTestApp({ AUTH_MODE: 'local', ADMIN_EMAIL, ADMIN_PASSWORD });
      admin = await signIn(testApp.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      member = await invitedMember(testApp.baseUrl, admin, { email: MEMBER_EMAIL, password: MEMBER_PASSWORD, name: 'Clients Member' });
    });

    afterAll(async () => {
      await testApp?.close();
    });

    it("should let a member create and edit the team's clients, seen by the admin too, but delete only as an admin", async () => {
      const created = await send<Client>(member, 'POST', '/api/clients', { name: 'Team Client', markets: ['GB'] });
      expect(created.status).toBe(201);
      expect((await send(member, 'PUT', `/api/clients/${created.body.id}`, { name: 'Team Client', markets: ['IE'] })).status).toBe(200);
      expect((await send<Client[]>(admin, 'GET', '/api/clients')).body.map((stored) => stored.markets)).toEqual([['IE']]);

      expect((await send(member, 'DELETE', `/api/clients/${created.body.id}`)).status).toBe(403);
      expect((await send(member, 'GET', `/api/clients/${created.body.id}`)).status).toBe(200);
      expect((await admin.call('DELETE', `/api/clients/${created.body.id}`)).status).toBe(204);
    });

    it("should keep each user's chosen client apart", async () => {
      const first = await send<Client>(member, 'POST', '/api/clients', { name: 'First Choice', markets: ['GB'] });
      const second = await send<Client>(member, 'POST', '/api/clients', { name: 'Second Choice', markets: ['GB'] });
      await send(member, 'PUT', '/api/preferences', { clientId: first.body.id });
      await send(admin, 'PUT', '/api/preferences', { clientId: second.body.id });
      expect((await send(member, 'GET', '/api/preferences')).body).toEqual({ clientId: first.body.id });
      expect((await send(admin, 'GET', '/api/preferences')).body).toEqual({ clientId: second.body.id });
    });

    it('should refuse a signed-out caller with 401', async () => {
      expect((await send(client(testApp.baseUrl), 'GET', '/api/clients')).status).toBe(401);
      expect((await send(client(testApp.baseUrl), 'GET', '/api/preferences')).status).toBe(401);
    });
  });
});
