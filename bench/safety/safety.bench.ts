// npm run bench:safety
// Brand safety on real headlines an editor labelled (labelled-headlines.jsonl, see safety-figures.ts):
// the sensitivity classifier's recall and precision (grave = positive, party politics alone does not
// count), and the light gate that alone opens playful formats: how many grave headlines it calls light
// (must be none) and how many labelled-light ones it recognises. Then every headline it gets wrong.
//
// Baseline, the classifier at 1d451d8 (before issue 26), on the same 811 headlines, where an item was
// open to playful formats whenever nothing sensitive was found: recall 67.5 % (139 grave headlines
// missed, among them "Knife Attack Kills 3 at Belgian Day Care Center" and "Urgent appeal after
// Bournemouth food bank trashed"), precision 98.3 % (5 false alarms), 136 grave headlines open to
// playful formats, 98.7 % of labelled-light ones open (3 not). Computed once with the same figures
// code against `git show 1d451d8:src/modules/brand-safety/sensitivity.ts`, kept here rather than
// recomputed on every run.
import { isLightItem, itemSensitivity } from '../../src/modules/brand-safety/index.js';
import { readLabelledHeadlines, safetyFigures, type LabelledHeadline } from './safety-figures.js';

const rows = readLabelledHeadlines();
const started = performance.now();
const figures = safetyFigures(rows, {
  sensitive: (title, text) => itemSensitivity(title, text).some((kind) => kind !== 'partisan-politics'),
  light: (title, text) => isLightItem(title, text),
});
const microseconds = ((performance.now() - started) * 1000) / rows.length;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const list = (title: string, items: readonly LabelledHeadline[]) => {
  console.log(`\n${title} (${items.length})`);
  for (const row of items) console.log(`  - ${row.title}${row.text ? `  [${row.text.slice(0, 80)}]` : ''}  (${row.source})`);
};

console.log(`Labelled headlines: ${figures.total} (${figures.grave} grave, ${figures.labelledLight} light)`);
console.log(`Sensitivity recall:    ${percent(figures.recall)}   (aim ≥ 98 %; before issue 26: 67.5 %)`);
console.log(`Sensitivity precision: ${percent(figures.precision)}   (aim ≥ 85 %; before: 98.3 %)`);
console.log(`Grave called light:    ${figures.graveCalledLight.length}   (must be 0; before: 136)`);
console.log(`Light recognised:      ${percent(figures.lightRecognised)}   (before, when light meant "nothing sensitive": 98.7 %)`);
console.log(`Other non-grave called light: ${figures.otherCalledLight.length}`);
console.log(`Both judgements: ${microseconds.toFixed(1)} µs per headline`);
list('Grave headlines missed', figures.missed);
list('False alarms (not grave, found sensitive)', figures.falseAlarms);
list('Grave headlines called light', figures.graveCalledLight);
list('Labelled-light headlines not recognised', figures.lightMissed);
list('Other non-grave headlines called light', figures.otherCalledLight);
