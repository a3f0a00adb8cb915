import { storySourceBonus, type TrendingItem } from '../../contracts/trending.contract.js';
import { toStoryRow } from './trending-item.mapper.js';

function listed(id: number, source: TrendingItem['source'], prScore: number): TrendingItem {
  return {
    id,
    topicId: null,
    source,
    subreddit: null,
    publication: null,
    sourceUrl: `https://example.org/${id}`,
    title: `Story item ${id}`,
    content: null,
    upvotes: null,
    comments: null,
    shares: null,
    prScore,
    timestamp: '2026-02-02T12:00:00.000Z',
    sensitivity: [],
  };
}

describe(storySourceBonus.name, () => {
  it('should add 6 points for a second source, 4 for a third and 2 for each further one', () => {
    expect([1, 2, 3, 4, 5, 8].map(storySourceBonus)).toEqual([0, 6, 10, 12, 14, 20]);
  });
});

describe(toStoryRow.name, () => {
  describe('when the story is on one source', () => {
    it('should list the item as it is', () => {
      const item = listed(1, 'reddit', 70);
      expect(toStoryRow(item, [item])).toBe(item);
    });

    it('should list the other items of that source without adding points', () => {
      const [first, second] = [listed(1, 'news', 60), listed(2, 'news', 55)];

      expect(toStoryRow(first, [first, second])).toEqual({
        ...first,
        alsoTrendingOn: [{ id: 2, source: 'news', title: 'Story item 2', sourceUrl: 'https://example.org/2' }],
      });
    });
  });

  describe('when the story is on several sources', () => {
    it('should add the points of its other sources and say how many', () => {
      const members = [listed(1, 'google_trends', 80), listed(2, 'news', 70), listed(3, 'news', 65), listed(4, 'reddit', 60)];

      const row = toStoryRow(members[0], members);

      expect(row.prScore).toBe(90);
      expect(row.groupScoreBoost).toBe(10);
      expect(row.alsoTrendingOn?.map((member) => member.id)).toEqual([2, 3, 4]);
    });

    it('should stop at 100 and count only the points added', () => {
      const members = [listed(1, 'google_trends', 97), listed(2, 'reddit', 70)];

      expect(toStoryRow(members[0], members)).toMatchObject({ prScore: 100, groupScoreBoost: 3 });
      expect(toStoryRow(listed(5, 'news', 100), [listed(5, 'news', 100), listed(6, 'reddit', 40)])).not.toHaveProperty('groupScoreBoost');
    });
  });
});
