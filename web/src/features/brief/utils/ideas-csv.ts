import { prCategoryName, type BriefCampaignIdea } from '@contracts/ideas.contract';
import { type CsvColumn, toCsv } from '@contracts/csv.contract';

const COLUMNS: CsvColumn<BriefCampaignIdea>[] = [
  { header: 'Title', value: (idea) => idea.title },
  { header: 'Category', value: (idea) => prCategoryName(idea.category) },
  { header: 'Effort Level', value: (idea) => idea.effort_level },
  { header: 'Speed Required', value: (idea) => idea.speed_required ?? '' },
  { header: 'Pitch', value: (idea) => idea.one_sentence_pitch },
  { header: 'Hook', value: (idea) => idea.hook },
  { header: 'Required Assets', value: (idea) => idea.required_assets },
  { header: 'Target Publications', value: (idea) => (idea.target_publications ?? []).join('; ') },
  { header: 'Timeline', value: (idea) => idea.timeline },
  { header: 'Difficulty', value: (idea) => idea.difficulty },
  {
    header: 'Implementation Steps',
    value: (idea) => (idea.implementation_steps ?? []).map((step, index) => `${index + 1}. ${step}`).join('\n'),
  },
  { header: 'Risk Notes', value: (idea) => idea.risk_notes ?? '' },
  { header: 'Source Platform', value: (idea) => idea.source_platform ?? '' },
  { header: 'Trend Link', value: (idea) => idea.trend_link ?? '' },
  { header: 'Shelf-life (days)', value: (idea) => (idea.time_to_live_days === undefined ? '' : String(idea.time_to_live_days)) },
];

/** The ideas as CSV, one row per idea with every field. */
export function ideasToCsv(ideas: readonly BriefCampaignIdea[]): string {
  return toCsv(COLUMNS, ideas);
}
