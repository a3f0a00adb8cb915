import type { PrAngle } from '@contracts/campaigns.contract';
import type { TrendingItem } from '@contracts/trending.contract';
import { type CsvColumn, toCsv } from '@contracts/csv.contract';
import { markdownLink, markdownText } from '@/lib/export/markdown-text';

/** A story on the dashboard page and the angles generated for it. */
export type StoryAngles = { story: Pick<TrendingItem, 'title' | 'sourceUrl'>; angles: readonly PrAngle[] };

type AngleRow = { story: StoryAngles['story']; angle: PrAngle };

const COLUMNS: CsvColumn<AngleRow>[] = [
  { header: 'Story', value: (row) => row.story.title },
  { header: 'Story Link', value: (row) => row.story.sourceUrl ?? '' },
  { header: 'Angle', value: (row) => row.angle.angle },
  { header: 'Headline', value: (row) => row.angle.headline ?? '' },
  { header: 'Format', value: (row) => row.angle.format ?? '' },
];

/** Only the stories that have angles: a story without any has nothing to export. */
function withAngles(stories: readonly StoryAngles[]): StoryAngles[] {
  return stories.filter((entry) => entry.angles.length > 0);
}

/** True when at least one story has an angle, i.e. an export would not be an empty file. */
export function hasAnglesToExport(stories: readonly StoryAngles[]): boolean {
  return withAngles(stories).length > 0;
}

/** The angles as CSV, one row per angle with its story beside it (same rules as the IdeaForge export). */
export function anglesToCsv(stories: readonly StoryAngles[]): string {
  return toCsv(
    COLUMNS,
    withAngles(stories).flatMap(({ story, angles }) => angles.map((angle) => ({ story, angle }))),
  );
}

/** The angles as a Markdown document, one section per story and its angles under it. */
export function anglesToMarkdown(stories: readonly StoryAngles[]): string {
  const sections = withAngles(stories).map(({ story, angles }, storyIndex) => {
    const lines = [`## ${storyIndex + 1}. ${markdownText(story.title)}`];
    if (story.sourceUrl) lines.push('', `**Story:** ${markdownLink('Source', story.sourceUrl)}`);
    angles.forEach((angle, angleIndex) => {
      lines.push('', `### Angle ${angleIndex + 1}`, '', markdownText(angle.angle));
      if (angle.headline) lines.push('', `**Headline:** ${markdownText(angle.headline)}`);
      if (angle.format) lines.push('', `**Format:** ${markdownText(angle.format)}`);
    });
    return lines.join('\n');
  });
  return `# PR Angles\n\n${sections.join('\n\n')}\n`;
}
