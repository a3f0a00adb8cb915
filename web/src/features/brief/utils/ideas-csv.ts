import { prCategoryName, type BriefCampaignIdea } from '@contracts/ideas.contract';

const COLUMNS: { header: string; value: (idea: BriefCampaignIdea) => string }[] = [
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

/**
 * One quoted field (RFC 4180). A text starting with =, +, - or @ gets a leading apostrophe so a
 * spreadsheet shows it instead of running it as a formula.
 */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The ideas as CSV, one row per idea with every field, CRLF line ends and a BOM so Excel reads UTF-8. */
export function ideasToCsv(ideas: readonly BriefCampaignIdea[]): string {
  const rows = [
    COLUMNS.map((column) => csvField(column.header)),
    ...ideas.map((idea) => COLUMNS.map((column) => csvField(column.value(idea)))),
  ];
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
