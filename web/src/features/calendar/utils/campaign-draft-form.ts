import { type CampaignDraft, type CampaignDraftFormat, PUBLICATION_PLACEHOLDER } from '@contracts/campaigns.contract';
import type { CalendarEvent } from '@contracts/events.contract';
import { formatLongDate } from '@/lib/format-date';

/** One line of an editable list; the id keeps React's keys stable when a middle line is removed. */
export type TextItem = { id: number; text: string };

export type CampaignDraftForm = {
  title: string;
  description: string;
  format: CampaignDraftFormat;
  headlines: TextItem[];
  publications: TextItem[];
};

/** SPEC Newsjacking Calendar: the Create Campaign dialog's values for an event. */
export function prefillCampaignForm(event: Pick<CalendarEvent, 'title' | 'startDate'>): CampaignDraftForm {
  return {
    title: `Campaign based on ${event.title}`,
    description: `Campaign idea inspired by ${event.title} happening on ${formatLongDate(event.startDate)}. This event can be leveraged for newsjacking opportunities.`,
    format: 'Article',
    headlines: [{ id: 1, text: `Newsjacking Opportunity: ${event.title}` }],
    publications: [{ id: 1, text: '' }],
  };
}

/** The list with one more, empty line. */
export function withNewItem(items: readonly TextItem[]): TextItem[] {
  return [...items, { id: Math.max(0, ...items.map((item) => item.id)) + 1, text: '' }];
}

/**
 * SPEC section 5: blank headlines are dropped and null is returned when none remain (the caller
 * shows the validation toast and sends nothing); blank publications are dropped and, when none
 * remain, the single value "Publication placeholder" is sent.
 */
export function toCampaignDraft(form: CampaignDraftForm): CampaignDraft | null {
  const headlines = nonBlank(form.headlines);
  if (headlines.length === 0) return null;
  const publications = nonBlank(form.publications);
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    format: form.format,
    headlines,
    targetPublications: publications.length > 0 ? publications : [PUBLICATION_PLACEHOLDER],
  };
}

function nonBlank(items: readonly TextItem[]): string[] {
  return items.map((item) => item.text.trim()).filter((text) => text.length > 0);
}
