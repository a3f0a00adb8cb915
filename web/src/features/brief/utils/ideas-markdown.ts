import { prCategoryName, type BriefCampaignIdea } from '@contracts/ideas.contract';

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
      lines.push('', `**Trend:** ${trendSource(idea.source_platform ?? 'Trend', idea.trend_link)}${shelfLife}`);
    }
    return lines.join('\n');
  });
  return `# Campaign Ideas for ${markdownText(brandName)}\n\n${sections.join('\n\n')}\n`;
}

/**
 * A field's text as literal Markdown text, for the fields come from the user's brief and from an AI
 * provider. It stays on its line (every run of whitespace becomes one space), so it cannot open a
 * heading, list or HTML block of its own. `<`, `>` and `&` become character references, which every
 * Markdown renderer shows as text (raw HTML never survives, even where backslash escapes are not
 * understood). Characters that open inline syntax (links, images, emphasis, code, tables,
 * strikethrough) get CommonMark's backslash escape, so `[x](javascript:…)` reads as typed; so do the
 * marks that would make a numbered step start a heading or a nested list.
 */
function markdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~#]/g, '\\$&')
    .replace(/^([-+=])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** The trend's platform, linked only to an http(s) address (percent-encoded, so it cannot leave `<…>`). */
function trendSource(platform: string, link: string | undefined): string {
  if (!link) return markdownText(platform);
  const url = parsedUrl(link);
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') return `${markdownText(platform)} (${markdownText(link)})`;
  return `[${markdownText(platform)}](<${url.href}>)`;
}

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
