import { EVENT_REGIONS, EVENT_SECTORS } from '@contracts/events.contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import type { EventFilterValues } from '../utils/event-filter-values';
import { REGION_LABELS, SECTOR_LABELS } from '../utils/event-labels';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

const SECTOR_OPTIONS = [
  { value: 'all', label: 'All' },
  ...EVENT_SECTORS.map((sector) => ({ value: sector, label: SECTOR_LABELS[sector] })),
];
const REGION_OPTIONS = [
  { value: 'all', label: 'All' },
  ...EVENT_REGIONS.map((region) => ({ value: region, label: REGION_LABELS[region] })),
];

type EventFiltersDialogProps = {
  filters: EventFilterValues;
  onApply: (filters: EventFilterValues) => void;
  onClose: () => void;
};

/** Filter Events: edits a copy of the filters; only Apply Filters changes the list. Mounted while open. */
export function EventFiltersDialog({ filters, onApply, onClose }: EventFiltersDialogProps) {
  const [draft, setDraft] = useState(filters);
  const datesReversed = draft.startDate !== '' && draft.endDate !== '' && draft.startDate > draft.endDate;

  const handleApply = () => {
    if (!datesReversed) onApply(draft);
  };

  return (
    <Modal open onClose={onClose} title="Filter Events">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          handleApply();
        }}
      >
        <SelectField
          id="event-filter-sector"
          label="Sector"
          value={draft.sector}
          options={SECTOR_OPTIONS}
          onChange={(value) => setDraft({ ...draft, sector: value as EventFilterValues['sector'] })}
        />
        <SelectField
          id="event-filter-region"
          label="Region"
          value={draft.region}
          options={REGION_OPTIONS}
          onChange={(value) => setDraft({ ...draft, region: value as EventFilterValues['region'] })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="event-filter-start" className="text-sm font-medium text-slate-700">
              Start Date
            </label>
            <input
              id="event-filter-start"
              type="date"
              value={draft.startDate}
              max={draft.endDate || undefined}
              onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
              className={INPUT_CLASSES}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="event-filter-end" className="text-sm font-medium text-slate-700">
              End Date
            </label>
            <input
              id="event-filter-end"
              type="date"
              value={draft.endDate}
              min={draft.startDate || undefined}
              onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
              aria-describedby={datesReversed ? 'event-filter-dates-error' : undefined}
              aria-invalid={datesReversed}
              className={INPUT_CLASSES}
            />
          </div>
        </div>
        {datesReversed ? (
          <p id="event-filter-dates-error" role="alert" className="text-sm text-red-700">
            The end date must be on or after the start date.
          </p>
        ) : null}
        <div className="flex justify-end pt-2">
          <Button type="submit" disabled={datesReversed}>
            Apply Filters
          </Button>
        </div>
      </form>
    </Modal>
  );
}
