import type { Page } from 'playwright-core';
import { DEFAULT_FETCH_CONFIGURATION } from '../../src/contracts/trending.contract.js';

/**
 * Puts the (with AUTH_MODE=none, one anonymous) user's saved fetch configuration back to the spec's
 * defaults: every fetch remembers its configuration (issue 29), so a test would otherwise open the
 * Data Sources form as an earlier test left it.
 */
export async function resetFetchConfiguration(baseUrl: string): Promise<void> {
  const reset = await fetch(`${baseUrl}/api/preferences/fetch-configuration`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEFAULT_FETCH_CONFIGURATION),
  });
  if (reset.status !== 200) throw new Error(`resetting the fetch configuration answered ${reset.status}`);
}

/** The Data Sources form in full: the card is folded into one summary line while stories are stored (issue 29). */
export async function openSourcesForm(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Edit data sources' });
  const form = page.getByRole('heading', { name: 'Data Sources', level: 2 });
  await edit.or(form).first().waitFor();
  if (await edit.isVisible()) await edit.click();
  await form.waitFor();
}
