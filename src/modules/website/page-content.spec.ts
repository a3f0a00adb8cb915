import { readFileSync } from 'node:fs';
import { readPageParts } from './html-page-parts.js';
import { MAIN_TEXT_LIMIT, pageContentOf } from './page-content.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('pageContentOf', () => {
  describe('when the page marks its <main>', () => {
    const content = pageContentOf(readPageParts(fixture('saas-flowdesk.html')));

    it("should read the main element's sentences, not the menu, cookie banner or footer", () => {
      expect(content.mainText).toContain('Plan sprints, automate workflows and see every deadline in one dashboard.');
      expect(content.mainText).toContain('Connect GitHub, Jira, Google Drive and the rest of your stack through our open API.');
      expect(content.mainText).not.toMatch(/Start free trial|We use cookies|© 2025/);
    });

    it('should list each heading once with the line under it', () => {
      expect(content.sections).toEqual([
        { heading: 'Trusted by teams at', line: null },
        { heading: 'Automate the busywork', line: 'Build rules that move tasks, assign owners and notify Slack without writing code.' },
        { heading: 'Real-time analytics for every project', line: 'Dashboards show workload, velocity and risk across your team.' },
        { heading: '200+ integrations', line: 'Connect GitHub, Jira, Google Drive and the rest of your stack through our open API.' },
        { heading: 'Enterprise-grade security', line: null },
      ]);
    });
  });

  describe('when the page has no <main>', () => {
    const html = `<html><body>
      <nav><a href="/">Home</a> <a href="/menu">Our menu</a> <a href="/book">Book a table</a></nav>
      <div id="cookie-consent"><p>We use cookies to give you the best experience on our site.</p></div>
      <div class="content">
        <h2>Our kitchen</h2><p>Every dish is cooked over charcoal from Kerala. We open at noon.</p>
        <p>${'Slow-cooked biryani served with raita and pickle. '.repeat(80)}</p>
      </div>
      <footer><p>Copyright 2026 Spice Route Kitchen, all rights reserved.</p></footer>
    </body></html>`;
    const content = pageContentOf(readPageParts(html));

    it("should read the body's text without its furniture, within the limit", () => {
      expect(content.mainText).toMatch(/^Every dish is cooked over charcoal from Kerala\. We open at noon\.\nSlow-cooked biryani/);
      expect(content.mainText).not.toMatch(/cookies|Copyright|Book a table/);
      expect(content.mainText!.length).toBeLessThanOrEqual(MAIN_TEXT_LIMIT + 1);
    });

    it('should take the first sentence under a heading as its line', () => {
      expect(content.sections).toEqual([{ heading: 'Our kitchen', line: 'Every dish is cooked over charcoal from Kerala.' }]);
    });
  });
});
