import {
  DEFAULT_FETCH_CONFIGURATION,
  POST_TYPES,
  type ContentSource,
  type FetchConfiguration,
  type PostType,
  SUBREDDIT_CATEGORIES,
  TIME_PERIODS,
  type TimePeriod,
} from '@contracts/trending.contract';
import { AtSign, Info, MessageSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { parseMaxResults, parseMinUpvotes, parseSubreddits } from '../utils/fetch-form';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

const POST_TYPE_LABELS: Record<PostType, string> = { hot: 'Hot', top: 'Top', new: 'New', rising: 'Rising', controversial: 'Controversial' };
const TIME_PERIOD_LABELS: Record<TimePeriod, string> = {
  '1h': 'Past Hour',
  '3h': 'Past 3 Hours',
  '6h': 'Past 6 Hours',
  '12h': 'Past 12 Hours',
  '24h': 'Past 24 Hours',
  week: 'Past Week',
  month: 'Past Month',
  year: 'Past Year',
  all: 'All Time',
};
const CATEGORY_FETCH_DELAY_MS = 100;

type DataSourcesCardProps = {
  fetching: boolean;
  onFetch: (configuration: FetchConfiguration) => void;
};

/** SPEC dashboard item 2: the two sources, their configuration panels and Fetch Content. */
export function DataSourcesCard({ fetching, onFetch }: DataSourcesCardProps) {
  const defaults = DEFAULT_FETCH_CONFIGURATION;
  const [enabled, setEnabled] = useState<ContentSource[]>([...defaults.enabledSources]);
  const [selectedCategory, setSelectedCategory] = useState<string | null>(null);
  const [subredditText, setSubredditText] = useState(defaults.reddit.subreddits.join(', '));
  const [postType, setPostType] = useState<PostType>(defaults.reddit.postType);
  const [timeFilter, setTimeFilter] = useState<TimePeriod>(defaults.reddit.timeFilter);
  const [minUpvotesText, setMinUpvotesText] = useState(String(defaults.reddit.minUpvotes));
  const [maxResultsText, setMaxResultsText] = useState(String(defaults.xTrending.maxResults));
  const [useFallback, setUseFallback] = useState(defaults.xTrending.useFallback);
  const categoryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const configuration = (subreddits = parseSubreddits(subredditText)): FetchConfiguration => ({
    enabledSources: enabled,
    reddit: { subreddits, postType, timeFilter, minUpvotes: parseMinUpvotes(minUpvotesText) },
    xTrending: { useFallback, maxResults: parseMaxResults(maxResultsText) },
  });

  const toggleSource = (source: ContentSource) => {
    setEnabled((current) => (current.includes(source) ? current.filter((entry) => entry !== source) : [...current, source]));
  };

  // SPEC section 4: selecting a chip sets the subreddit list to its category and fetches ~100 ms later.
  const handleCategoryClick = (name: string, subreddits: string[]) => {
    if (selectedCategory === name) {
      setSelectedCategory(null);
      return;
    }
    setSelectedCategory(name);
    setSubredditText(subreddits.join(', '));
    if (categoryTimer.current) {
      clearTimeout(categoryTimer.current);
    }
    const next = configuration(subreddits);
    categoryTimer.current = setTimeout(() => onFetch(next), CATEGORY_FETCH_DELAY_MS);
  };

  const sources: { value: ContentSource; label: string; description: string; icon: typeof MessageSquare }[] = [
    { value: 'reddit', label: 'Reddit', description: 'Community forum posts from the subreddits you choose', icon: MessageSquare },
    { value: 'x_trending', label: 'X (Twitter) Trends', description: 'Trending topics on the short-post social network', icon: AtSign },
  ];

  return (
    <section aria-labelledby="data-sources-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="data-sources-title" className="text-lg font-semibold text-slate-900">
        Data Sources
      </h2>
      <p className="text-sm text-slate-600">Choose where to look for trending content, then fetch it.</p>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {sources.map((source) => {
          const Icon = source.icon;
          const checked = enabled.includes(source.value);
          return (
            <label
              key={source.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 ${checked ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200'}`}
            >
              <input
                type="checkbox"
                value={source.value}
                checked={checked}
                onChange={() => toggleSource(source.value)}
                className="mt-1 h-4 w-4 accent-indigo-600"
              />
              <span className="flex-1">
                <span className="flex items-center gap-2 font-medium text-slate-900">
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {source.label}
                  {checked ? (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">Active</span>
                  ) : null}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{source.description}</span>
              </span>
            </label>
          );
        })}
      </div>

      {enabled.includes('reddit') ? (
        <fieldset className="mt-5 space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Reddit Configuration</legend>
          <div>
            <p className="mb-2 text-sm font-medium text-slate-700">Categories</p>
            <div className="flex flex-wrap gap-2">
              {SUBREDDIT_CATEGORIES.map((category) => {
                const active = selectedCategory === category.name;
                return (
                  <button
                    key={category.name}
                    type="button"
                    aria-pressed={active}
                    onClick={() => handleCategoryClick(category.name, category.subreddits)}
                    className={`rounded-full border px-3 py-1 text-sm ${
                      active ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    {category.name}
                  </button>
                );
              })}
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="subreddits" className="text-sm font-medium text-slate-700">
              Subreddits (comma-separated)
            </label>
            <div className="flex">
              <span
                aria-hidden="true"
                className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600"
              >
                r/
              </span>
              <input
                id="subreddits"
                value={subredditText}
                onChange={(event) => setSubredditText(event.target.value)}
                className={`${INPUT_CLASSES} rounded-l-none`}
              />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              id="post-type"
              label="Post Type"
              value={postType}
              options={POST_TYPES.map((value) => ({ value, label: POST_TYPE_LABELS[value] }))}
              onChange={(value) => setPostType(value as PostType)}
            />
            <SelectField
              id="time-period"
              label="Time Period"
              value={timeFilter}
              options={TIME_PERIODS.map((value) => ({ value, label: TIME_PERIOD_LABELS[value] }))}
              onChange={(value) => setTimeFilter(value as TimePeriod)}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="min-upvotes" className="text-sm font-medium text-slate-700">
                Min. Upvotes
              </label>
              <input
                id="min-upvotes"
                type="number"
                min={0}
                value={minUpvotesText}
                onChange={(event) => setMinUpvotesText(event.target.value)}
                className={INPUT_CLASSES}
              />
            </div>
          </div>
        </fieldset>
      ) : null}

      {enabled.includes('x_trending') ? (
        <fieldset className="mt-5 space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">X (Twitter) Trends Configuration</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="max-results" className="text-sm font-medium text-slate-700">
                Max Results
              </label>
              <input
                id="max-results"
                type="number"
                min={1}
                max={50}
                value={maxResultsText}
                onChange={(event) => setMaxResultsText(event.target.value)}
                className={INPUT_CLASSES}
              />
            </div>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={useFallback}
                onChange={(event) => setUseFallback(event.target.checked)}
                className="h-4 w-4 accent-indigo-600"
              />
              Use Fallback Sources (if primary scraper fails)
            </label>
          </div>
          <div className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <div>
              <p className="font-medium">No API Keys Required</p>
              <p>Trends are read from public trend pages with web scraping, so no X API key is needed.</p>
            </div>
          </div>
        </fieldset>
      ) : null}

      <div className="mt-5">
        <Button onClick={() => onFetch(configuration())} disabled={fetching} className="w-full sm:w-auto">
          {fetching ? 'Fetching Content...' : 'Fetch Content'}
        </Button>
        <p className="mt-2 text-xs text-slate-500">Reddit may take 10-15 seconds due to API limitations.</p>
      </div>
    </section>
  );
}
