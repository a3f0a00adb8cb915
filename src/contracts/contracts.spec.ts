import { DEFAULT_SUBREDDITS, SUBREDDIT_CATEGORIES } from './trending.contract.js';
import { BRIEF_SECTORS, PR_CATEGORIES, THEMES, prCategoryName } from './ideas.contract.js';
import { predictPlatformScores } from './headlines.contract.js';
import { generatedByOf, generatedByText } from './generation.contract.js';

describe('contracts', () => {
  it('should hold the spec counts of its constant tables', () => {
    expect(new Set(DEFAULT_SUBREDDITS).size).toBe(26);
    expect(SUBREDDIT_CATEGORIES.map((category) => category.name)).toEqual([
      'Technology',
      'AI & Machine Learning',
      'Sports',
      'NBA',
      'NFL',
      'Soccer & Football',
      'Other Sports',
      'Entertainment',
      'Science',
      'News & Politics',
      'Finance & Business',
      'Lifestyle',
      'Popular',
    ]);
    expect(PR_CATEGORIES).toHaveLength(10);
    expect(THEMES).toHaveLength(10);
    expect(BRIEF_SECTORS).toHaveLength(16);
  });

  it('should name unknown PR categories by their id', () => {
    expect(prCategoryName(5)).toBe('Reactive PR / Newsjacking');
    expect(prCategoryName(42)).toBe('Category 42');
  });

  it('should weigh platform predictions as the spec says', () => {
    const scores = predictPlatformScores({ emotionalImpact: 8, clarity: 6, seoPotential: 7, clickWorthiness: 5, newsValue: 9 });
    expect(scores).toEqual({ Twitter: 7.1, LinkedIn: 6.5, Facebook: 6.2, Reddit: 8.1 });
  });

  it('should read the generator stored beside a row, old and new labels alike', () => {
    expect(generatedByOf('builtin:trendjack-builtin-3')).toEqual({ provider: 'builtin', model: 'trendjack-builtin-3' });
    expect(generatedByOf('builtin')).toEqual({ provider: 'builtin', model: 'builtin' });
    expect(generatedByOf('openai:gpt-4.1-mini')).toEqual({ provider: 'openai', model: 'gpt-4.1-mini' });
    expect(generatedByOf('user')).toBeNull();
    expect(generatedByText({ provider: 'openai', model: 'gpt-4.1-mini' })).toBe('Written by gpt-4.1-mini');
    expect(generatedByText({ provider: 'builtin', model: 'trendjack-builtin-3' })).toBe('Offline draft (built-in templates)');
  });
});
