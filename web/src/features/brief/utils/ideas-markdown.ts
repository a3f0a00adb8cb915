import { prCategoryName, type BriefCampaignIdea } from '@contracts/ideas.contract';
import { markdownLink, markdownText } from '@/lib/export/markdown-text';

/** The ideas as a Markdown document, one section per idea with every field, for docs and email. */
export function ideasToMarkdown(ideas: readonly BriefCampaignIdea[], brandName: string): string {
  const sections = ideas.map((idea, index) => {
    const lines = [
      `## ${index + 1}. ${markdownText(idea.title)}`,
      '',
      `- **Category:** ${markdownText(prCategoryName(idea.category))}`,
      `- **Effort:** ${markdownText(idea.effort_level)}${idea.speed_required ? ` · **Speed:** ${markdownText(idea.speed_required)}` : ''} · **Difficulty:** ${markdownText(idea.difficulty)}`,
      `- **Timeline:** ${markdownText(idea.timeline)}`,
      '',
      `**Pitch:** ${markdownText(idea.one_sentence_pitch)}`,
      '',
      `**Hook:** ${markdownText(idea.hook)}`,
      '',
      `**Required Assets:** ${markdownText(idea.required_assets)}`,
    ];
    if (idea.target_publications?.length) {
      lines.push('', `**Target Publications:** ${idea.target_publications.map(markdownText).join(', ')}`);
    }
    if (idea.implementation_steps?.length) {
      lines.push(
        '',
        '**Implementation Steps:**',
        '',
        ...idea.implementation_steps.map((step, stepIndex) => `${stepIndex + 1}. ${markdownText(step)}`),
      );
    }
    if (idea.risk_notes) {
      lines.push('', `**Risk Notes:** ${markdownText(idea.risk_notes)}`);
    }
    if (idea.source_platform || idea.trend_link) {
      const shelfLife = idea.time_to_live_days === undefined ? '' : ` · shelf-life ${idea.time_to_live_days} days`;
      lines.push('', `**Trend:** ${markdownLink(idea.source_platform ?? 'Trend', idea.trend_link)}${shelfLife}`);
    }
    return lines.join('\n');
  });
  return `# Campaign Ideas for ${markdownText(brandName)}\n\n${sections.join('\n\n')}\n`;
}
