import { FIT_SORT } from '@contracts/clients.contract';
import { ITEM_SOURCE_LABELS, ITEM_SOURCES, SENSITIVITY_KINDS, SENSITIVITY_LABELS, type Topic } from '@contracts/trending.contract';
import { X } from 'lucide-react';
import { SearchInput } from '@/components/search-input';
import { SelectField } from '@/components/ui/select-field';
import type { ListQueryControls } from '../hooks/use-list-query';
import { RisingNowFilter } from '@/features/timeline/components/rising-now-filter';
import { LIST_PARAMS, RISING_NOW_VALUE, SCORE_FLOORS } from '../utils/list-query';

type TrendingFiltersProps = {
  query: ListQueryControls;
  topics: Topic[];
  /** The chosen client's name: the fit filter shows only then (items carry a fit only for a client). */
  clientName: string | null;
  filtersActive: boolean;
};

const ALL = '';
const floorOptions = (anyLabel: string) => [
  { value: ALL, label: anyLabel },
  ...SCORE_FLOORS.map((floor) => ({ value: String(floor), label: `${floor}+` })),
];

/** Issue 29: search over title and text, and filters for source, topic, sensitivity, PR score and fit; all in the URL. */
export function TrendingFilters({ query, topics, clientName, filtersActive }: TrendingFiltersProps) {
  const { filters, setFilter } = query;
  return (
    <div className="mt-4 space-y-3" role="search" aria-label="Search and filter stories">
      <SearchInput
        id="story-search"
        label="Search stories"
        placeholder="Search titles and text"
        value={filters.search}
        onChange={(value) => setFilter(LIST_PARAMS.search, value)}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SelectField
          id="filter-source"
          label="Source"
          value={filters.source ?? ALL}
          options={[
            { value: ALL, label: 'All sources' },
            ...ITEM_SOURCES.map((source) => ({ value: source, label: ITEM_SOURCE_LABELS[source] })),
          ]}
          onChange={(value) => setFilter(LIST_PARAMS.source, value)}
        />
        <SelectField
          id="filter-topic"
          label="Topic"
          value={filters.topicId === null ? ALL : String(filters.topicId)}
          options={[{ value: ALL, label: 'All topics' }, ...topics.map((topic) => ({ value: String(topic.id), label: topic.name }))]}
          onChange={(value) => setFilter(LIST_PARAMS.topic, value)}
        />
        <SelectField
          id="filter-sensitivity"
          label="Sensitivity"
          value={filters.sensitivity ?? ALL}
          options={[
            { value: ALL, label: 'Any' },
            { value: 'none', label: 'Not sensitive' },
            { value: 'any', label: 'Sensitive (any kind)' },
            ...SENSITIVITY_KINDS.map((kind) => ({ value: kind, label: SENSITIVITY_LABELS[kind] })),
          ]}
          onChange={(value) => setFilter(LIST_PARAMS.sensitivity, value)}
        />
        <SelectField
          id="filter-min-score"
          label="PR Score"
          value={filters.minScore === null ? ALL : String(filters.minScore)}
          options={floorOptions('Any score')}
          onChange={(value) => setFilter(LIST_PARAMS.minScore, value)}
        />
        {clientName !== null ? (
          <SelectField
            id="filter-min-fit"
            label={`${FIT_SORT.label} for ${clientName}`}
            value={filters.minFit === null ? ALL : String(filters.minFit)}
            options={floorOptions('Any fit')}
            onChange={(value) => setFilter(LIST_PARAMS.minFit, value)}
          />
        ) : null}
        <RisingNowFilter
          active={filters.risingNow}
          onChange={(active) => setFilter(LIST_PARAMS.rising, active ? RISING_NOW_VALUE : null)}
        />
        {filtersActive ? (
          <button
            type="button"
            onClick={query.clearFilters}
            className="inline-flex items-center justify-center gap-1 self-end rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Clear filters
          </button>
        ) : null}
      </div>
    </div>
  );
}
