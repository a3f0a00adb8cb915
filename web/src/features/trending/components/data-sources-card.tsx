import {
  CONTENT_SOURCES,
  DEFAULT_GOOGLE_TRENDS_GEOS,
  DEFAULT_WIKIPEDIA_LANGUAGES,
  ITEM_SOURCE_LABELS,
  POST_TYPES,
  type ContentSource,
  type FetchConfiguration,
  type PostType,
  SUBREDDIT_CATEGORIES,
  TIME_PERIODS,
  type TimePeriod,
} from '@contracts/trending.contract';
import { ChevronDown, Info, type LucideIcon } from 'lucide-react';
import { SOURCE_ICONS } from '../utils/source-icons';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import {
  type ParsedList,
  parseCountries,
  parseInstances,
  parseLanguages,
  parseMaxResults,
  parseMinUpvotes,
  parseSubreddits,
} from '../utils/fetch-form';
import { INPUT_CLASSES } from '@/components/ui/input-classes';
import { fetchConfigurationSummary } from '../utils/fetch-summary';
import { SourceListPanel } from './source-list-panel';
import { SourceOption } from './source-option';

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

type SourceChoice = { value: ContentSource; label: string; description: string; icon: LucideIcon };

/** The spec's two sources. */
const SPEC_SOURCES: readonly SourceChoice[] = [
  { value: 'reddit', label: 'Reddit', description: 'Community forum posts from the subreddits you choose', icon: SOURCE_ICONS.reddit.icon },
  {
    value: 'x_trending',
    label: 'X (Twitter) Trends',
    description: 'Trending topics on the short-post social network',
    icon: SOURCE_ICONS.x_trending.icon,
  },
];

/** The keyless sources (issue 16), below the spec's two. */
const KEYLESS_SOURCES: readonly SourceChoice[] = [
  {
    value: 'google_trends',
    label: ITEM_SOURCE_LABELS.google_trends,
    description: 'What people search for now, per country',
    icon: SOURCE_ICONS.google_trends.icon,
  },
  {
    value: 'bluesky',
    label: ITEM_SOURCE_LABELS.bluesky,
    description: 'Trending topics on Bluesky, no settings',
    icon: SOURCE_ICONS.bluesky.icon,
  },
  { value: 'hackernews', label: ITEM_SOURCE_LABELS.hackernews, description: 'Front page stories', icon: SOURCE_ICONS.hackernews.icon },
  {
    value: 'wikipedia',
    label: ITEM_SOURCE_LABELS.wikipedia,
    description: 'Most read articles, per language',
    icon: SOURCE_ICONS.wikipedia.icon,
  },
  {
    value: 'mastodon',
    label: ITEM_SOURCE_LABELS.mastodon,
    description: 'Trending links and tags, per instance',
    icon: SOURCE_ICONS.mastodon.icon,
  },
];

/** The keyless sources with a setting: one list each. */
const LIST_SOURCES = ['google_trends', 'wikipedia', 'mastodon'] as const satisfies readonly ContentSource[];
type ListSource = (typeof LIST_SOURCES)[number];

const LIST_PANELS: Record<
  ListSource,
  { id: string; legend: string; label: string; hint: string; placeholder: string; parse: (text: string) => ParsedList }
> = {
  google_trends: {
    id: 'google-trends-countries',
    legend: 'Google Trends Configuration',
    label: 'Countries (comma-separated)',
    hint: 'Two-letter country codes, such as US, GB or DE. Each country has its own list of what people search for.',
    placeholder: 'US, GB',
    parse: parseCountries,
  },
  wikipedia: {
    id: 'wikipedia-languages',
    legend: 'Wikipedia Configuration',
    label: 'Languages (comma-separated)',
    hint: "Language codes of Wikipedia editions, such as en, de or fr. Each edition's most read articles of yesterday are listed.",
    placeholder: 'en',
    parse: parseLanguages,
  },
  mastodon: {
    id: 'mastodon-instances',
    legend: 'Mastodon Configuration',
    label: 'Instances (comma-separated)',
    hint: 'Addresses of Mastodon servers, such as https://mastodon.social. Leave empty to use the instances Trendjack is set up with.',
    placeholder: 'https://mastodon.social',
    parse: parseInstances,
  },
};

/** The list fields as a saved configuration left them, else their defaults. */
function initialListTexts(configuration: FetchConfiguration): Record<ListSource, string> {
  return {
    google_trends: (configuration.googleTrends?.geos ?? DEFAULT_GOOGLE_TRENDS_GEOS).join(', '),
    wikipedia: (configuration.wikipedia?.languages ?? DEFAULT_WIKIPEDIA_LANGUAGES).join(', '),
    // Empty: the server then reads the instances it is set up with (MASTODON_INSTANCES), which this screen does not know.
    mastodon: (configuration.mastodon?.instances ?? []).join(', '),
  };
}

type DataSourcesCardProps = {
  fetching: boolean;
  onFetch: (configuration: FetchConfiguration) => void;
  /** Where the form starts: the user's saved configuration (issue 29), else the spec's defaults. */
  initialConfiguration: FetchConfiguration;
  /** Folded into one summary line with Edit and Fetch Content (issue 29: once stories are stored). */
  collapsed: boolean;
  onExpand: () => void;
};

/**
 * SPEC dashboard item 2: the two sources, their configuration panels and Fetch Content; below them the
 * keyless sources of issue 16 in the same pattern, each list setting in a small panel of its own. The
 * form starts from the user's saved configuration (issue 29) and, folded, still holds what it would send.
 */
export function DataSourcesCard({ fetching, onFetch, initialConfiguration, collapsed, onExpand }: DataSourcesCardProps) {
  const [enabled, setEnabled] = useState<ContentSource[]>([...initialConfiguration.enabledSources]);
  const [selectedCategory, setSelectedCategory] = useState<string | null>(null);
  const [subredditText, setSubredditText] = useState(initialConfiguration.reddit.subreddits.join(', '));
  const [postType, setPostType] = useState<PostType>(initialConfiguration.reddit.postType);
  const [timeFilter, setTimeFilter] = useState<TimePeriod>(initialConfiguration.reddit.timeFilter);
  const [minUpvotesText, setMinUpvotesText] = useState(String(initialConfiguration.reddit.minUpvotes));
  const [maxResultsText, setMaxResultsText] = useState(String(initialConfiguration.xTrending.maxResults));
  const [useFallback, setUseFallback] = useState(initialConfiguration.xTrending.useFallback);
  const [listTexts, setListTexts] = useState<Record<ListSource, string>>(() => initialListTexts(initialConfiguration));
  /**
   * Lists whose message shows: from the first fetch refused for them on, then as they are edited. Not
   * when the field is left: the message would push Fetch Content down under the pointer mid-click.
   */
  const [revealed, setRevealed] = useState<ReadonlySet<ListSource>>(new Set());
  const categoryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listInputs = useRef<Partial<Record<ListSource, HTMLInputElement | null>>>({});

  const lists: Record<ListSource, ParsedList> = {
    google_trends: LIST_PANELS.google_trends.parse(listTexts.google_trends),
    wikipedia: LIST_PANELS.wikipedia.parse(listTexts.wikipedia),
    mastodon: LIST_PANELS.mastodon.parse(listTexts.mastodon),
  };
  const checkedLists = LIST_SOURCES.filter((source) => enabled.includes(source));
  const invalidLists = checkedLists.filter((source) => lists[source].error !== null);

  // A keyless source's block goes only with its checkbox; an empty instance list leaves the choice to the server.
  const configuration = (subreddits = parseSubreddits(subredditText)): FetchConfiguration => ({
    enabledSources: CONTENT_SOURCES.filter((source) => enabled.includes(source)),
    reddit: { subreddits, postType, timeFilter, minUpvotes: parseMinUpvotes(minUpvotesText) },
    xTrending: { useFallback, maxResults: parseMaxResults(maxResultsText) },
    ...(enabled.includes('google_trends') ? { googleTrends: { geos: lists.google_trends.values } } : {}),
    ...(enabled.includes('wikipedia') ? { wikipedia: { languages: lists.wikipedia.values } } : {}),
    ...(enabled.includes('mastodon') && lists.mastodon.values.length > 0 ? { mastodon: { instances: lists.mastodon.values } } : {}),
  });

  /** False, with the messages shown and the first wrong field focused, when a checked source's list is wrong: nothing is sent then. */
  const listsReady = (): boolean => {
    if (invalidLists.length === 0) {
      return true;
    }
    setRevealed((current) => new Set([...current, ...invalidLists]));
    listInputs.current[invalidLists[0]]?.focus();
    return false;
  };

  const handleFetchClick = () => {
    if (listsReady()) {
      onFetch(configuration());
    } else if (collapsed) {
      // The wrong list's message is in the form: open it to show where.
      onExpand();
    }
  };

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
    if (!listsReady()) {
      return;
    }
    const next = configuration(subreddits);
    categoryTimer.current = setTimeout(() => onFetch(next), CATEGORY_FETCH_DELAY_MS);
  };

  const renderOption = (source: SourceChoice) => (
    <SourceOption
      key={source.value}
      value={source.value}
      label={source.label}
      description={source.description}
      icon={source.icon}
      checked={enabled.includes(source.value)}
      onToggle={toggleSource}
    />
  );

  const fetchButton = (
    <Button onClick={handleFetchClick} disabled={fetching} className={collapsed ? 'shrink-0' : 'w-full sm:w-auto'}>
      {fetching ? 'Fetching Content...' : 'Fetch Content'}
    </Button>
  );

  if (collapsed) {
    return (
      <section
        id="data-sources"
        aria-labelledby="data-sources-title"
        className="scroll-mt-20 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-5 py-3 shadow-sm sm:flex-row sm:items-center"
      >
        <p className="min-w-0 flex-1 text-sm text-slate-700">
          <span id="data-sources-title" className="font-semibold text-slate-900">
            Data Sources
          </span>
          <span aria-hidden="true"> · </span>
          <span data-testid="sources-summary">{fetchConfigurationSummary(configuration())}</span>
          <span aria-hidden="true"> · </span>
          <button
            type="button"
            onClick={onExpand}
            aria-expanded="false"
            aria-label="Edit data sources"
            className="inline-flex items-center gap-0.5 font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            Edit
            <ChevronDown aria-hidden="true" className="h-4 w-4" />
          </button>
        </p>
        {fetchButton}
      </section>
    );
  }

  return (
    <section
      id="data-sources"
      aria-labelledby="data-sources-title"
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="data-sources-title" className="text-lg font-semibold text-slate-900">
        Data Sources
      </h2>
      <p className="text-sm text-slate-600">Choose where to look for trending content, then fetch it.</p>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">{SPEC_SOURCES.map(renderOption)}</div>

      <div role="group" aria-labelledby="more-sources-title" className="mt-5">
        <h3 id="more-sources-title" className="text-sm font-semibold text-slate-900">
          More sources
        </h3>
        <p className="text-sm text-slate-600">Public trend lists that need no account or key.</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">{KEYLESS_SOURCES.map(renderOption)}</div>
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

      {checkedLists.map((source) => {
        const panel = LIST_PANELS[source];
        return (
          <SourceListPanel
            key={source}
            id={panel.id}
            legend={panel.legend}
            label={panel.label}
            hint={panel.hint}
            placeholder={panel.placeholder}
            value={listTexts[source]}
            error={revealed.has(source) ? lists[source].error : null}
            onChange={(text) => setListTexts((current) => ({ ...current, [source]: text }))}
            inputRef={(node) => {
              listInputs.current[source] = node;
            }}
          />
        );
      })}

      <div className="mt-5">
        {fetchButton}
        <p className="mt-2 text-xs text-slate-500">Reddit may take 10-15 seconds due to API limitations.</p>
      </div>
    </section>
  );
}
