import { storyFigures } from './story-figures.js';

describe(storyFigures.name, () => {
  it('should read figures with what they count', () => {
    expect(storyFigures('US Navy drafts plans to house 25,000 immigrants at cost of $233m', null)).toEqual([
      { value: '25,000', text: '25,000 immigrants' },
      { value: '$233m', text: '$233m' },
    ]);
  });

  it('should not take a year for a figure, even before a plural noun', () => {
    // Before: "Kristen Stewart in numbers: why 1999 matters to US viewers".
    expect(storyFigures('Kristen Stewart', 'Stewart began her acting career in 1999 with uncredited roles.')).toEqual([]);
    expect(storyFigures('Tigers drop 73 points', 'Clemson scored its most points in a road game since 1915.')).toEqual([
      { value: '73', text: '73 points' },
    ]);
  });
});
