import type { CalendarEventKind } from '@contracts/settings.contract';

const KIND_LABELS: Record<CalendarEventKind, string> = {
  holiday: 'Public holidays',
  awareness: 'Awareness days and commercial moments',
  announced: 'Announced events',
  ics: 'From ICS feeds',
};

/** A calendar event kind in words; a kind this screen does not know yet is shown as sent, capitalised. */
export function kindLabel(kind: string): string {
  if (kind in KIND_LABELS) {
    return KIND_LABELS[kind as CalendarEventKind];
  }
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}
