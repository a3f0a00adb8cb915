import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../../src/entities.js';
import { ChangeFeed, type ChangeTopic } from '../../src/platform/database/change-feed.js';
import { ormOptions } from '../../src/platform/database/orm-options.js';
import { createTestDatabase } from '../support/test-app.js';

// The feed's listening connection is never opened here, so whatever its listeners hear comes from
// this instance telling itself, not from PostgreSQL's notification.
describe('ChangeFeed on the writing instance', () => {
  let orm: MikroORM;
  let feed: ChangeFeed;
  const heard: (ChangeTopic | 'all')[] = [];

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(await createTestDatabase(), { poolMax: 2, entities: ALL_ENTITIES }));
    feed = new ChangeFeed('postgres://unused', orm);
    feed.subscribe((topic) => heard.push(topic));
  });

  afterAll(async () => {
    await orm.close(true);
  });

  beforeEach(() => {
    heard.length = 0;
  });

  it('should tell its own listeners of a change made in a transaction once it commits, not before', async () => {
    await orm.em.transactional(async (em) => {
      await feed.publish(em, 'trending');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['trending']);
  });

  it('should tell them nothing of a change whose transaction rolled back', async () => {
    await expect(
      orm.em.transactional(async (em) => {
        await feed.publish(em, 'events');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });

  it('should tell them at once of a change made outside a transaction', async () => {
    await feed.publish(orm.em.fork(), 'ai-settings');
    expect(heard).toEqual(['ai-settings']);
  });
});
