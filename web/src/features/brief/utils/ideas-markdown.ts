import { prCategoryName, type BriefCampaignIdea } from '@contracts/ideas.contract';

/** The ideas as a Markdown document, one section per idea with every field, for docs and email. */
export function ideasToMarkdown(ideas: readonly BriefCampaignIdea[], brandName: string): string {
  const sections = ideas.map((idea, index) => {
    const lines = [
      `## ${index + 1}. ${idea.title}`,
      '',
      `- **Category:** ${prCategoryName(idea.category)}`,
      `- **Effort:** ${idea.effort_level}${idea.speed_required ? ` · **Speed:** ${idea.speed_required}` : ''} · **Difficulty:** ${idea.difficulty}`,
      `- **Timeline:** ${idea.timeline}`,
      '',
      `**Pitch:** ${idea.one_sentence_pitch}`,
      '',
      `**Hook:** ${idea.hook}`,
      '',
      `**Required Assets:** ${idea.required_assets}`,
    ];
    if (idea.target_publications?.length) {
      lines.push('', `**Target Publications:** ${idea.target_publications.join(', ')}`);
    }
    if (idea.implementation_steps?.length) {
      lines.push('', '**Implementation Steps:**', '', ...idea.implementation_steps.map((step, stepIndex) => `${stepIndex + 1}. ${step}`));
    }
    if (idea.risk_notes) {
      lines.push('', `**Risk Notes:** ${idea.risk_notes}`);
    }
    if (idea.source_platform || idea.trend_link) {
      const platform = idea.source_platform ?? 'Trend';
      const source = idea.trend_link ? `[${platform.replace(/[[\]]/g, '')}](<${idea.trend_link}>)` : platform;
      const shelfLife = idea.time_to_live_days === undefined ? '' : ` · shelf-life ${idea.time_to_live_days} days`;
      lines.push('', `**Trend:** ${source}${shelfLife}`);
    }
    return lines.join('\n');
  });
  return `# Campaign Ideas for ${brandName}\n\n${sections.join('\n\n')}\n`;
}
