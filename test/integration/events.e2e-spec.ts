import type { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignIdea } from '../../src/contracts/campaigns.contract.js';
import type { CalendarEvent, EventRegion, EventSector } from '../../src/contracts/events.contract.js';
import { buildCalendar } from '../../src/modules/events/date-sources/build-calendar.js';
import { addDays, addMonths, localCalendarDate } from '../../src/modules/events/calendar-date.js';
import { CALENDAR_SYNC_LOCK_KEY, CalendarSyncService, type FeedRequestPolicy } from '../../src/modules/events/calendar-sync.service.js';
import { EventFiltersPipe } from '../../src/modules/events/dto/event-filters.pipe.js';
import { allowHostsFor, type FakeUpstream, reply, startFakeUpstream } from '../../src/modules/sources/fixtures/fake-upstream.js';
import { boundQuery } from '../../src/platform/database/bound-query.js';
import { filterEvents } from '../support/event-filter-oracle.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** One attempt per feed, as at start-up: a failing feed costs no backoff wait in the tests. */
const NO_RETRY: FeedRequestPolicy = { timeoutMs: 5000, maxRetries: 0 };

const today = localCalendarDate(new Date());
const inDays = (days: number) => addDays(today, days);
const icsDate = (date: string) => date.replaceAll('-', '');

/** An ICS feed as calendar apps publish it: all-day events with an exclusive DTEND. */
function icsFeed(): string {
  const event = (uid: string, start: string, endExclusive: string, summary: string, extra: string[] = []) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${icsDate(start)}`,
    `DTEND;VALUE=DATE:${icsDate(endExclusive)}`,
    `SUMMARY:${summary}`,
    ...extra,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Trendjack tests//EN',
    ...event('launch@example.test', inDays(10), inDays(11), 'Trendjack Launch Day', [
      'DESCRIPTION:Our product launch\\, a hook for tech press.',
      'LOCATION:Main Hall',
      'URL:https://example.test/launch',
    ]),
    ...event('expo@example.test', inDays(20), inDays(23), 'Trendjack Expo'),
    ...event('old@example.test', inDays(-40), inDays(-39), 'Trendjack Retrospective'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

type TestRow = {
  key: string;
  title: string;
  description?: string;
  sector?: EventSector;
  region?: EventRegion;
  startDate: string;
  endDate?: string | null;
};

async function insertEvent(em: EntityManager, row: TestRow): Promise<number> {
  const [inserted] = await boundQuery<{ id: number }>(
    em,
    `insert into calendar_event (key, title, description, sector, region, start_date, end_date, is_highlighted, updated_at)
     values ($1, $2, $3, $4, $5, $6::date, $7::date, false, now()) returning id`,
    [
      row.key,
      row.title,
      row.description ?? 'A test moment.',
      row.sector ?? 'other',
      row.region ?? 'global',
      row.startDate,
      row.endDate ?? null,
    ],
  );
  return inserted.id;
}

/** Every stored event in id order, as the API shapes it: the input of the `filterEvents` oracle. */
async function storedEvents(em: EntityManager): Promise<CalendarEvent[]> {
  const rows = await boundQuery<Record<string, unknown>>(
    em,
    `select id, title, description, sector, region, start_date::text as start_date, end_date::text as end_date,
       location, city, country, url, is_highlighted from calendar_event order by id`,
    [],
  );
  return rows.map((row) => ({
    id: row.id as number,
    title: row.title as string,
    description: row.description as string,
    sector: row.sector as EventSector,
    region: row.region as EventRegion,
    startDate: row.start_date as string,
    endDate: row.end_date as string | null,
    location: row.location as string | null,
    city: row.city as string | null,
    country: row.country as string | null,
    url: row.url as string | null,
    isHighlighted: row.is_highlighted as boolean,
  }));
}

describe('Newsjacking Calendar API', () => {
  let feeds: FakeUpstream;
  let refusedUrl: string;
  let goodFeedUp = true;
  let testApp: TestApp;
  let em: EntityManager;

  const getJson = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${testApp.baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const postJson = async <T>(path: string, body: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${testApp.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const syncService = () => testApp.app.get(CalendarSyncService);

  beforeAll(async () => {
    feeds = await startFakeUpstream((request, response) => {
      if (request.path === '/good.ics' && goodFeedUp) {
        reply(response, 200, icsFeed(), { 'content-type': 'text/calendar; charset=utf-8' });
      } else if (request.path === '/not-a-calendar') {
        reply(response, 200, '<html><body>Calendar moved</body></html>', { 'content-type': 'text/html' });
      } else {
        reply(response, 500, 'Internal error', { 'content-type': 'text/plain' });
      }
    });
    // A port nobody listens on: the connection is refused.
    const closed = await startFakeUpstream(() => undefined);
    refusedUrl = `${closed.url}/gone.ics`;
    await closed.close();

    testApp = await startTestApp({
      EVENTS_ICS_URLS: [`${feeds.url}/broken.ics`, `${feeds.url}/good.ics`, `${feeds.url}/not-a-calendar`, refusedUrl].join(','),
      OUTBOUND_ALLOW_HOSTS: allowHostsFor(feeds, { url: refusedUrl }),
    });
    em = testApp.orm.em.fork() as EntityManager;
  });

  afterAll(async () => {
    await testApp?.close();
    await feeds?.close();
  });

  describe('sync', () => {
    it('should have stored the calendar of the next 12 months at start-up, despite the broken feeds', async () => {
      const expected = buildCalendar(today);
      const rows = await boundQuery<{ key: string }>(
        em,
        `select key from calendar_event where key not like 'ics:%' and key not like 'test:%'`,
        [],
      );
      expect(rows.map((row) => row.key).sort()).toEqual(expected.map((seed) => seed.key).sort());
      expect(expected.length).toBeGreaterThan(200);
      const windowEnd = addMonths(today, 12);
      expect(expected.every((seed) => (seed.endDate ?? seed.startDate) >= today && seed.startDate < windowEnd)).toBe(true);
    });

    it('should answer every engine date unchanged (no time-zone drift)', async () => {
      const { body } = await getJson<CalendarEvent[]>('/api/events');
      const answered = new Set(body.map((event) => `${event.title}|${event.startDate}|${event.endDate}|${event.region}`));
      const missing = buildCalendar(today).filter(
        (seed) => !answered.has(`${seed.title}|${seed.startDate}|${seed.endDate}|${seed.region}`),
      );
      expect(missing).toEqual([]);
    });

    it('should add no duplicate and rewrite nothing on a second run', async () => {
      const before = await storedEvents(em);
      const result = await syncService().sync(today, NO_RETRY);
      expect(result).toMatchObject({ synced: true, inserted: 0, updated: 0, failedFeeds: 3 });
      const after = await storedEvents(em);
      expect(after).toEqual(before);
      const [duplicates] = await boundQuery<{ count: number }>(
        em,
        'select count(*)::int as count from (select key from calendar_event group by key having count(*) > 1) d',
        [],
      );
      expect(duplicates.count).toBe(0);
    });

    it('should remove ended events it no longer produces unless a campaign idea uses them', async () => {
      const endedUnused = await insertEvent(em, { key: 'test:ended-unused', title: 'Old unused day', startDate: '2020-05-01' });
      const endedUsed = await insertEvent(em, {
        key: 'test:ended-used',
        title: 'Old used day',
        startDate: '2020-05-02',
        endDate: '2020-05-03',
      });
      const upcoming = await insertEvent(em, { key: 'test:upcoming-unlisted', title: 'Upcoming unlisted day', startDate: inDays(5) });
      await boundQuery(
        em,
        `insert into campaign_idea (event_id, title, description, format, headlines, target_publications, generator, created_at)
         values ($1, 'Kept', 'Kept', 'Article', '["Kept"]'::jsonb, '["Publication placeholder"]'::jsonb, 'user', now())`,
        [endedUsed],
      );

      const result = await syncService().sync(today, NO_RETRY);

      expect(result).toMatchObject({ synced: true, deleted: 1 });
      const ids = (await storedEvents(em)).map((event) => event.id);
      expect(ids).not.toContain(endedUnused);
      expect(ids).toEqual(expect.arrayContaining([endedUsed, upcoming]));
    });

    it('should leave the work to the instance that holds the lock', async () => {
      await testApp.orm.em.fork().transactional(async (lockEm) => {
        await boundQuery(lockEm, 'select pg_advisory_xact_lock($1)', [CALENDAR_SYNC_LOCK_KEY]);
        await expect(syncService().sync(today, NO_RETRY)).resolves.toEqual({ synced: false });
      });
      await expect(syncService().sync(today, NO_RETRY)).resolves.toMatchObject({ synced: true });
    });
  });

  describe('EVENTS_ICS_URLS', () => {
    it('should list the events of a working feed in the window, next to the built-in calendar', async () => {
      const { body } = await getJson<CalendarEvent[]>('/api/events?search=Trendjack');
      expect(
        body.map(({ title, startDate, endDate, location, url, sector, region }) => ({
          title,
          startDate,
          endDate,
          location,
          url,
          sector,
          region,
        })),
      ).toEqual([
        {
          title: 'Trendjack Launch Day',
          startDate: inDays(10),
          endDate: null,
          location: 'Main Hall',
          url: 'https://example.test/launch',
          sector: 'other',
          region: 'global',
        },
        {
          title: 'Trendjack Expo',
          startDate: inDays(20),
          endDate: inDays(22),
          location: null,
          url: null,
          sector: 'other',
          region: 'global',
        },
      ]);
      expect(body[0].description).toBe('Our product launch, a hook for tech press.');
    });

    it('should keep the stored events of a feed that is down on a later run', async () => {
      goodFeedUp = false;
      try {
        await expect(syncService().sync(today, NO_RETRY)).resolves.toMatchObject({ synced: true, failedFeeds: 4 });
      } finally {
        goodFeedUp = true;
      }
      const { body } = await getJson<CalendarEvent[]>('/api/events?search=Trendjack');
      expect(body.map((event) => event.title)).toEqual(['Trendjack Launch Day', 'Trendjack Expo']);
    });
  });

  describe('GET /api/events', () => {
    beforeAll(async () => {
      await insertEvent(em, { key: 'test:percent', title: '100% Pure Data Day', sector: 'tech', region: 'europe', startDate: inDays(30) });
      await insertEvent(em, {
        key: 'test:underscore',
        title: 'snake_case Summit',
        description: 'Notes from C:\\talks and more.',
        sector: 'tech',
        region: 'asia',
        startDate: inDays(31),
        endDate: inDays(33),
      });
      await insertEvent(em, {
        key: 'test:span',
        title: 'Long Festival Season',
        sector: 'entertainment',
        region: 'europe',
        startDate: inDays(-3),
        endDate: inDays(60),
      });
      await insertEvent(em, {
        key: 'test:same-day',
        title: 'Same Day Tech Meetup',
        sector: 'tech',
        region: 'europe',
        startDate: inDays(30),
      });
    });

    const cases: [string, Record<string, string>][] = [
      ['no filter', {}],
      ['sector', { sector: 'tech' }],
      ['sector in capitals', { sector: 'TECH' }],
      ['sector all', { sector: 'all', region: 'all' }],
      ['region', { region: 'europe' }],
      ['region north_america', { region: 'north_america' }],
      ['start date only', { startDate: inDays(30) }],
      ['end date only', { endDate: inDays(31) }],
      ['one-day window', { startDate: inDays(31), endDate: inDays(31) }],
      ['window inside a multi-day event', { startDate: inDays(32), endDate: inDays(32) }],
      ['search', { search: 'day' }],
      ['search in capitals, padded', { search: '  FESTIVAL  ' }],
      ['search with %', { search: '%' }],
      ['search with _', { search: '_' }],
      ['search with a backslash', { search: '\\' }],
      ['search in the description', { search: 'c:\\talks' }],
      ['search without match', { search: 'zzzz-no-such-event' }],
      ['every filter', { sector: 'tech', region: 'europe', startDate: today, endDate: addMonths(today, 3), search: 'day' }],
      ['a parameter the calendar does not know (ignored)', { sector: 'tech', _: '1767225600000' }],
    ];

    it.each(cases)('should match the reference filter for %s', async (_name, query) => {
      const { status, body } = await getJson<CalendarEvent[]>(`/api/events?${new URLSearchParams(query).toString()}`);
      expect(status).toBe(200);
      expect(body).toEqual(filterEvents(await storedEvents(em), await new EventFiltersPipe().transform(query)));
    });

    it('should return the right events for the tricky filters', async () => {
      const titles = async (query: Record<string, string>) =>
        (await getJson<CalendarEvent[]>(`/api/events?${new URLSearchParams(query).toString()}`)).body.map((event) => event.title);
      expect(await titles({ search: '%' })).toContain('100% Pure Data Day');
      expect(await titles({ search: '_' })).toEqual(['snake_case Summit']);
      expect(await titles({ search: '\\' })).toEqual(['snake_case Summit']);
      expect(await titles({ startDate: inDays(32), endDate: inDays(32) })).toEqual(
        expect.arrayContaining(['Long Festival Season', 'snake_case Summit']),
      );
      expect(await titles({ sector: 'tech', region: 'europe', startDate: inDays(30), endDate: inDays(30) })).toEqual([
        '100% Pure Data Day',
        'Same Day Tech Meetup',
      ]);
    });

    it('should sort by start date', async () => {
      const { body } = await getJson<CalendarEvent[]>('/api/events');
      const dates = body.map((event) => event.startDate);
      expect(dates).toEqual([...dates].sort());
    });

    it.each([
      ['sector', 'sector=space'],
      ['region', 'region=mars'],
      ['startDate', 'startDate=2027-02-30'],
      ['endDate', 'endDate=tomorrow'],
      ['startDate', `startDate=${inDays(10)}&endDate=${inDays(2)}`],
      ['search', `search=${'a'.repeat(201)}`],
      ['sector', 'sector=tech&sector=finance'],
    ])('should answer 400 naming %s for %s', async (parameter, query) => {
      const { status, body } = await getJson<{ statusCode: number; message: string; parameter: string }>(`/api/events?${query}`);
      expect(status).toBe(400);
      expect(body.parameter).toBe(parameter);
      expect(body.message).toContain(parameter);
    });
  });

  describe('POST /api/events/:id/create-campaign', () => {
    let eventId: number;
    const draft = {
      title: 'Campaign based on Trendjack Launch Day',
      description: 'Campaign idea inspired by Trendjack Launch Day. This event can be leveraged for newsjacking opportunities.',
      format: 'Article',
      headlines: ['Newsjacking Opportunity: Trendjack Launch Day'],
      targetPublications: [''],
    };
    const campaignCount = async () =>
      (await boundQuery<{ count: number }>(em, 'select count(*)::int as count from campaign_idea', []))[0].count;

    beforeAll(async () => {
      eventId = await insertEvent(em, { key: 'test:campaign-target', title: 'Campaign Target Day', startDate: inDays(40) });
    });

    it('should store the idea linked to the event and list it in GET /api/campaigns', async () => {
      const { status, body } = await postJson<CampaignIdea>(`/api/events/${eventId}/create-campaign`, {
        ...draft,
        headlines: ['  ', ' Newsjacking Opportunity: Trendjack Launch Day ', ''],
        targetPublications: ['', '   '],
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        eventId,
        trendingItemId: null,
        title: draft.title,
        format: 'Article',
        headlines: ['Newsjacking Opportunity: Trendjack Launch Day'],
        targetPublications: ['Publication placeholder'],
      });
      const campaigns = await getJson<CampaignIdea[]>('/api/campaigns');
      expect(campaigns.body.find((idea) => idea.id === body.id)).toEqual(body);
    });

    it('should keep the filled publications', async () => {
      const { body } = await postJson<CampaignIdea>(`/api/events/${eventId}/create-campaign`, {
        ...draft,
        targetPublications: ['', 'Wired', 'The Guardian'],
      });
      expect(body.targetPublications).toEqual(['Wired', 'The Guardian']);
    });

    it.each([
      ['every headline is blank', { headlines: ['', '   '] }, 'Please add at least one headline.'],
      ['no headline is sent', { headlines: [] }, 'Please add at least one headline.'],
      ['the title is blank', { title: '  ' }, 'Please enter a campaign title.'],
      ['the description is missing', { description: undefined }, 'Please enter a campaign description.'],
      [
        'the format is unknown',
        { format: 'Blog' },
        'The campaign format must be one of: Article, Social Media, Press Release, Infographic, Video, Podcast, Webinar, Email Campaign.',
      ],
      ['a headline is too long', { headlines: ['x'.repeat(301)] }, 'A headline may have at most 300 characters.'],
      ['a headline is not text', { headlines: [42] }, 'Each headline must be text.'],
      ['the headlines are not a list', { headlines: 'Newsjacking Opportunity' }, 'Please add at least one headline.'],
      ['an unknown field is sent', { budget: 100 }, 'Unknown field "budget"'],
    ])('should answer 400 and store nothing when %s', async (_name, change, message) => {
      const before = await campaignCount();
      const { status, body } = await postJson<{ message: string }>(`/api/events/${eventId}/create-campaign`, { ...draft, ...change });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(await campaignCount()).toBe(before);
    });

    it('should answer 400 for an id that is not a number', async () => {
      const { status, body } = await postJson<{ message: string }>('/api/events/abc/create-campaign', draft);
      expect(status).toBe(400);
      expect(body.message).toBe('The event id must be a positive whole number.');
    });

    it('should answer 404 for an event that does not exist', async () => {
      const { status, body } = await postJson<{ message: string }>('/api/events/999999/create-campaign', draft);
      expect(status).toBe(404);
      expect(body.message).toBe('This event is no longer in the calendar. Reload the page and pick another one.');
    });
  });
});
