import type { CampaignFormat } from '../../../../contracts/campaigns.contract.js';
import { CAMPAIGN_HEADLINE_COUNT, type TrendingCampaignInput } from '../../tasks/trending-campaign.task.js';
import { unfilledPlaceholder } from '../../../../common/text/unfilled-placeholder.js';
import { angleContext, CATEGORY_KINDS, RESPECTFUL_KINDS } from '../angle-kinds.js';
import { finishHeadline, writeHeadline, writeTitle } from '../headline-writer.js';
import { planItem } from '../item-plan.js';
import { CATEGORY_HEADLINE_PATTERNS, FORMAT_HEADLINE_PATTERNS } from '../knowledge/headline-patterns.js';
import { PR_CATEGORY_PLAYBOOKS } from '../knowledge/pr-category-playbooks.js';
import { capitalize, titleCase } from '../knowledge/slots.js';
import { PLAYFUL_FORMATS } from '../../tasks/brand-safety-rules.js';

/** Formats that respect sensitive news: a panel of experts, or the facts in a chart. */
const RESPECTFUL_FORMATS: readonly CampaignFormat[] = ['Expert Roundtable', 'Infographic'];

/**
 * The built-in answer of the trending-campaign task, written from the item's story plan: same
 * spokesperson, data source and outlets as its angles. Sensitive news gets an expert roundtable or a
 * facts-in-context infographic, never a playful format; other news not recognised as light gets no
 * playful category or format.
 */
export function generateTrendingCampaign(input: TrendingCampaignInput) {
  const itemPlan = planItem(input.item);
  const plan = input.plan ?? itemPlan.base;
  const context = {
    ...angleContext(input.item, itemPlan),
    spokesperson: plan.spokesperson,
    audience: plan.audience,
    dataSource: plan.dataSource,
  };
  const { random, slots } = itemPlan.story;
  const subject = capitalize(context.subject);

  if (context.sensitive) {
    // A death-of-one story has no official figures to put it in (data context does not fit it).
    const dataFits = RESPECTFUL_KINDS.find((entry) => entry.key === 'data-context')!.fits(context);
    // Official help is for people a disaster or harm touches; a lawsuit or a policy row has updates, not help.
    const helpFits = RESPECTFUL_KINDS.find((entry) => entry.key === 'service-information')!.fits(context);
    const format = dataFits ? random.pick(RESPECTFUL_FORMATS) : 'Expert Roundtable';
    const kind = RESPECTFUL_KINDS.find((entry) => entry.key === (format === 'Infographic' ? 'data-context' : 'explainer'))!;
    return {
      title: titleCase(
        format === 'Infographic'
          ? `${slots.subjectLabel ?? 'The story'} in context`
          : `${slots.subjectLabel ?? 'The story'}: the facts, explained`,
      ).slice(0, 120),
      description: [
        `${itemPlan.base.newsLine}`,
        format === 'Infographic'
          ? `A factual infographic puts it in context with ${plan.dataSource}: how the official figures have changed over time, with no speculation about causes or blame.`
          : `A short expert briefing with ${plan.spokesperson} and independent voices sets out what is confirmed, what is not, and ${helpFits ? 'where people can find official help' : 'where to follow official updates'}.`,
        'It carries no product message; if the brand has no direct role, hold it back.',
      ].join(' '),
      format,
      headlines: kind.headlines!(context).concat(`${subject}: questions and answers`).slice(0, CAMPAIGN_HEADLINE_COUNT).map(finishHeadline),
      targetPublications: plan.outlets,
    };
  }

  const category = itemPlan.story.categories.find((id) => CATEGORY_KINDS[id].fits(context)) ?? 4;
  const kind = CATEGORY_KINDS[category];
  const playbook = PR_CATEGORY_PLAYBOOKS[category];
  // A social experiment or an interactive tool is playful: light news only.
  const formats = context.light ? playbook.campaignFormats : playbook.campaignFormats.filter((entry) => !PLAYFUL_FORMATS.has(entry));
  const format = random.pick(formats.length > 0 ? formats : (['Infographic'] as const));
  const taken = new Set<string>();
  const headlines: string[] = [];
  for (let attempt = 0; headlines.length < CAMPAIGN_HEADLINE_COUNT && attempt < 12; attempt += 1) {
    const patterns = attempt % 2 === 0 ? FORMAT_HEADLINE_PATTERNS[format] : CATEGORY_HEADLINE_PATTERNS[category];
    const headline = writeHeadline(patterns, slots, random, taken);
    if (!unfilledPlaceholder(headline)) headlines.push(headline);
  }
  while (headlines.length < CAMPAIGN_HEADLINE_COUNT) {
    headlines.push(finishHeadline(`${subject}: what ${plan.audience} need to know${headlines.length ? ` (${headlines.length + 1})` : ''}`));
  }

  return {
    title: writeTitle(playbook.titles, slots, random.int(0, playbook.titles.length - 1)),
    description: [
      `${subject}: ${kind.clause(context)}.`,
      `It is delivered as ${/^[aeiou]/i.test(format) ? 'an' : 'a'} ${format.toLowerCase()}, fronted by ${plan.spokesperson}, with figures from ${plan.dataSource}.`,
      `Why now: ${itemPlan.base.newsLine}`,
    ].join(' '),
    format,
    headlines,
    targetPublications: plan.outlets,
  };
}
