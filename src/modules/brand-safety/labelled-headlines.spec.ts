import { readLabelledHeadlines, safetyFigures } from '../../../bench/safety/safety-figures.js';
import { isLightItem, itemSensitivity } from './index.js';

// The aims of issue 26 on the editor-labelled headlines (bench/safety): a change of the word lists
// that lets grave news through, or opens playful formats on any of it, fails here before it ships.
describe('brand safety on labelled real headlines', () => {
  const figures = safetyFigures(readLabelledHeadlines(), {
    sensitive: (title, text) => itemSensitivity(title, text).some((kind) => kind !== 'partisan-politics'),
    light: (title, text) => isLightItem(title, text),
  });

  it('should hold at least 400 headlines, about half of them grave', () => {
    expect(figures.total).toBeGreaterThanOrEqual(400);
    expect(figures.grave / figures.total).toBeGreaterThan(0.4);
    expect(figures.grave / figures.total).toBeLessThan(0.6);
  });

  it('should find at least 98 % of the grave headlines sensitive', () => {
    expect(figures.recall).toBeGreaterThanOrEqual(0.98);
  });

  it('should be right at least 85 % of the time it finds a headline sensitive', () => {
    expect(figures.precision).toBeGreaterThanOrEqual(0.85);
  });

  it('should call no grave headline light', () => {
    expect(figures.graveCalledLight.map((row) => row.title)).toEqual([]);
  });

  it('should recognise most of the headlines an editor calls light', () => {
    expect(figures.lightRecognised).toBeGreaterThanOrEqual(0.75);
  });
});
