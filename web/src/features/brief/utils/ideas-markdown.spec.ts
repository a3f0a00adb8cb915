import { describe, expect, it } from '@jest/globals';
import { briefIdea } from './brief-idea.fixture';
import { ideasToMarkdown } from './ideas-markdown';

const idea = briefIdea;

// Every character that opens Markdown syntax inline; none may stand unescaped in a field's text.
const RAW_SYNTAX = /(?<!\\)[<>[\]`*_|~]/;

/** The text of a line after its fixed label, i.e. what came from the idea. */
const fieldText = (markdown: string, label: string) =>
  markdown
    .split('\n')
    .find((line) => line.startsWith(label))!
    .slice(label.length);

describe(ideasToMarkdown.name, () => {
  describe('when idea fields hold HTML, links or images', () => {
    const hostile = idea({
      title: '<script>alert(1)</script> [x](javascript:alert(1))',
      one_sentence_pitch: '![img](https://tracker.example/pixel.png) <img src=x onerror=alert(1)>',
      hook: '[click me][1] <https://evil.example> `code` **bold** _it_ ~~gone~~ a | b',
      required_assets: '&lt;b&gt; stays as typed & so does this',
      risk_notes: '<iframe src="javascript:alert(1)"></iframe>',
      target_publications: ['[The Times](javascript:alert(1))'],
      implementation_steps: ['<b>Brief</b> the team', '# Not a heading', '- not a nested list', '2. not a nested ordered list'],
    });
    const markdown = ideasToMarkdown([hostile], '<Acme> [Pay](javascript:void 0)');

    it('should leave no raw HTML tag anywhere', () => {
      expect(markdown).not.toMatch(/<\/?[a-z]/i);
      expect(markdown).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it('should leave no link or image syntax in any field', () => {
      expect(markdown).not.toMatch(/(?<!\\)\]\(/);
      expect(markdown).not.toMatch(/(?<!\\)!\[/);
      expect(markdown).toContain('\\[x\\](javascript:alert(1))');
      for (const label of [
        '# Campaign Ideas for ',
        '## 1. ',
        '**Pitch:** ',
        '**Hook:** ',
        '**Risk Notes:** ',
        '**Target Publications:** ',
      ]) {
        expect(fieldText(markdown, label)).not.toMatch(RAW_SYNTAX);
      }
    });

    it('should keep an entity the user typed as typed, and a lone ampersand as one', () => {
      expect(fieldText(markdown, '**Required Assets:** ')).toBe('&amp;lt;b&amp;gt; stays as typed & so does this');
    });

    it('should not let a step open a heading or a nested list', () => {
      expect(markdown).toContain('\n2. \\# Not a heading\n');
      expect(markdown).toContain('\n3. \\- not a nested list\n');
      expect(markdown).toContain('\n4. 2\\. not a nested ordered list\n');
    });
  });

  describe('when a field holds a plain ampersand', () => {
    // Issue 29: every & became "&amp;", so a file read as text said "Q&amp;A".
    it('should write it as typed, not as a character reference', () => {
      const markdown = ideasToMarkdown([idea({ title: 'Q&A with R&D: salt & pepper', hook: 'AT&T vs. B&Q' })], 'M&S');
      expect(markdown).toContain('# Campaign Ideas for M&S\n');
      expect(markdown).toContain('## 1. Q&A with R&D: salt & pepper\n');
      expect(fieldText(markdown, '**Hook:** ')).toBe('AT&T vs. B&Q');
      expect(markdown).not.toContain('&amp;');
    });
  });

  describe('when a field has line breaks', () => {
    it('should keep the field on its own line, so it cannot start a block of its own', () => {
      const markdown = ideasToMarkdown([idea({ hook: 'First line\n\n# Injected heading\n<div>block</div>' })], 'Acme');
      expect(fieldText(markdown, '**Hook:** ')).toBe('First line \\# Injected heading &lt;div&gt;block&lt;/div&gt;');
    });
  });

  describe('when the idea rides a trend', () => {
    it('should link an http(s) trend with the address percent-encoded inside <…>', () => {
      const markdown = ideasToMarkdown(
        [idea({ source_platform: 'Reddit [r/uk]', trend_link: 'https://www.reddit.com/r/uk/comments/1/a b>c<d', time_to_live_days: 3 })],
        'Acme',
      );
      expect(markdown).toContain(
        '**Trend:** [Reddit \\[r/uk\\]](<https://www.reddit.com/r/uk/comments/1/a%20b%3Ec%3Cd>) · shelf-life 3 days',
      );
    });

    it('should not link any other scheme, and show the address as text', () => {
      const markdown = ideasToMarkdown([idea({ source_platform: 'Reddit', trend_link: 'javascript:alert(1)' })], 'Acme');
      expect(markdown).toContain('**Trend:** Reddit (javascript:alert(1))');
      expect(markdown).not.toMatch(/\]\(/);
    });
  });

  describe('when the idea names a platform but no link', () => {
    it('should name the platform as text, without a shelf-life it was not given', () => {
      const markdown = ideasToMarkdown([idea({ source_platform: 'Reddit' })], 'Acme');
      expect(markdown).toMatch(/\*\*Trend:\*\* Reddit\n$/);
    });
  });

  describe('when there are several ideas', () => {
    it('should number them in order, each under its own heading after a blank line', () => {
      const markdown = ideasToMarkdown([idea({ title: 'First idea' }), idea({ title: 'Second idea' })], 'Acme');
      expect(markdown.match(/^## .*$/gm)).toEqual(['## 1. First idea', '## 2. Second idea']);
      expect(markdown).toContain('\n\n## 2. Second idea\n');
    });
  });

  describe('when the optional fields are absent or present', () => {
    it('should leave out the lines of the fields the idea does not have', () => {
      const markdown = ideasToMarkdown([idea()], 'Acme');
      for (const label of ['Speed', 'Target Publications', 'Implementation Steps', 'Risk Notes', 'Trend']) {
        expect(markdown).not.toContain(`**${label}:**`);
      }
    });

    it('should show the category by name and the speed between effort and difficulty', () => {
      const markdown = ideasToMarkdown([idea({ category: 5, speed_required: '48h' })], 'Acme');
      expect(markdown).toContain('- **Category:** Reactive PR / Newsjacking\n');
      expect(markdown).toContain('- **Effort:** Medium · **Speed:** 48h · **Difficulty:** Medium\n');
    });

    it('should list the publications on one line and the steps as a numbered list', () => {
      const markdown = ideasToMarkdown(
        [idea({ target_publications: ['The Guardian', 'BBC News'], implementation_steps: ['Brief the team', 'Pitch the desk'] })],
        'Acme',
      );
      expect(markdown).toContain('**Target Publications:** The Guardian, BBC News\n');
      expect(markdown).toContain('**Implementation Steps:**\n\n1. Brief the team\n2. Pitch the desk\n');
    });
  });

  describe('when the fields are plain text', () => {
    it('should write them as they are', () => {
      const markdown = ideasToMarkdown([idea()], 'Acme Pay');
      expect(markdown.startsWith('# Campaign Ideas for Acme Pay\n\n## 1. The Subscription Creep Price Index\n')).toBe(true);
      expect(markdown).toContain('**Pitch:** Acme publishes a ranked price index on subscription creep.');
      expect(markdown).toContain('- **Timeline:** 2-3 weeks');
    });
  });
});
