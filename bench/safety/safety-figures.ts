// Brand safety measured on real headlines an editor labelled (labelled-headlines.jsonl): does the
// sensitivity classifier catch the grave ones, and does the light gate keep every grave one away from
// playful formats? Shared by the bench (npm run bench:safety) and the unit test that holds the aims.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * One headline as an editor read it. `grave`: harm to people (deaths, attacks, disasters, war,
 * suicide, abuse, children at risk, hardship, missing people, hospitalisation). `light`: news a
 * brand may play with (sport results, launches, entertainment, food, travel, curiosities).
 */
export type LabelledHeadline = {
  title: string;
  text?: string;
  grave: boolean;
  light?: boolean;
  kinds?: string[];
  source: string;
};

/** What is measured: whether the classifier finds it sensitive, and whether the gate calls it light. */
export type SafetyJudge = {
  sensitive(title: string, text: string | null): boolean;
  light(title: string, text: string | null): boolean;
};

export type SafetyFigures = {
  total: number;
  grave: number;
  labelledLight: number;
  /** Share of grave headlines found sensitive. */
  recall: number;
  /** Share of headlines found sensitive that are grave. */
  precision: number;
  missed: LabelledHeadline[];
  falseAlarms: LabelledHeadline[];
  /** Grave headlines the gate calls light: must be none. */
  graveCalledLight: LabelledHeadline[];
  /** Share of labelled-light headlines the gate recognises. */
  lightRecognised: number;
  lightMissed: LabelledHeadline[];
  /** Non-grave headlines not labelled light that the gate calls light (business news a quiz may not suit). */
  otherCalledLight: LabelledHeadline[];
};

export const LABELLED_HEADLINES_PATH = fileURLToPath(new URL('./labelled-headlines.jsonl', import.meta.url));

export function readLabelledHeadlines(path = LABELLED_HEADLINES_PATH): LabelledHeadline[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledHeadline);
}

export function safetyFigures(rows: readonly LabelledHeadline[], judge: SafetyJudge): SafetyFigures {
  const judged = rows.map((row) => ({
    row,
    sensitive: judge.sensitive(row.title, row.text ?? null),
    light: judge.light(row.title, row.text ?? null),
  }));
  const grave = judged.filter(({ row }) => row.grave);
  const flagged = judged.filter(({ sensitive }) => sensitive);
  const labelledLight = judged.filter(({ row }) => row.light === true);
  return {
    total: rows.length,
    grave: grave.length,
    labelledLight: labelledLight.length,
    recall: share(grave.filter(({ sensitive }) => sensitive).length, grave.length),
    precision: share(flagged.filter(({ row }) => row.grave).length, flagged.length),
    missed: grave.filter(({ sensitive }) => !sensitive).map(({ row }) => row),
    falseAlarms: flagged.filter(({ row }) => !row.grave).map(({ row }) => row),
    graveCalledLight: grave.filter(({ light }) => light).map(({ row }) => row),
    lightRecognised: share(labelledLight.filter(({ light }) => light).length, labelledLight.length),
    lightMissed: labelledLight.filter(({ light }) => !light).map(({ row }) => row),
    otherCalledLight: judged.filter(({ row, light }) => !row.grave && row.light !== true && light).map(({ row }) => row),
  };
}

function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}
