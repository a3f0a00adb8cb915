import { outletName } from './outlet-name.js';

describe(outletName.name, () => {
  it.each([
    ['World news | The Guardian', 'The Guardian'],
    ['The Guardian', 'The Guardian'],
    ['NYT > World News', 'NYT'],
    ['Reuters: Top News', 'Reuters'],
    ['BBC News - Home', 'BBC News'],
    ['msnbc.com Latest Headlines', 'msnbc.com'],
    ['CNN.com - RSS Channel - HP Hero', 'CNN.com'],
    ['Breitbart News', 'Breitbart News'],
  ])('should read "%s" as %s', (publication, outlet) => {
    expect(outletName(publication)).toBe(outlet);
  });

  it("should fall back to the article's site when the title is only a section", () => {
    expect(outletName('Breaking National Political & World News |', 'http://www.mcclatchydc.com/news/politics/article1.html')).toBe(
      'mcclatchydc.com',
    );
    expect(outletName('Politics', 'https://www.politico.com/story/2018/06/22/x')).toBe('politico.com');
  });
});
