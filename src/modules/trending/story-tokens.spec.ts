import { readStoryTokens, stemWord, writesAsWords } from './story-tokens.js';

describe(readStoryTokens.name, () => {
  it('should fold accents and case so names meet across languages', () => {
    expect(readStoryTokens('Lomachenko pierde ante López').stems).toEqual(['lomache', 'pierd', 'lopez']);
    expect(readStoryTokens('Vasiliy Lomachenko vs. Teofimo Lopez Jr.').stems).toEqual(['vasiliy', 'lomache', 'teofim', 'lopez', 'jr']);
  });

  it('should leave out stop words of the sources languages and headline boilerplate, keeping their places', () => {
    const tokens = readStoryTokens('Real Madrid vs. Cádiz live stream: How to watch La Liga');

    expect(tokens.stems).toEqual(['real', 'madrid', 'cadiz', 'liga']);
    expect(tokens.positions.get('madrid')).toEqual([1]);
    expect(tokens.positions.get('cadiz')).toEqual([3]);
  });

  it('should keep numbers whole and leave dates out', () => {
    expect(readStoryTokens('4.2 earthquake strikes near San Ramon amid swarm of 1,400 quakes').stems).toEqual([
      '4.2',
      'earthqu',
      'strik',
      'san',
      'ramon',
      'swarm',
      '1400',
      'quak',
    ]);
    expect(readStoryTokens('Getafe vs. Barcelona - Football Match Report - October 17, 2020').stems).toEqual([
      'getaf',
      'barcelo',
      'footbal',
      'match',
    ]);
  });

  it('should split a hashtag at its capitals and keep it whole for titles that write it as words', () => {
    const tokens = readStoryTokens('#LibraryLovers');

    expect(tokens.stems).toEqual(['library', 'lover']);
    expect(tokens.singleWord).toBe('librarylovers');
    expect(writesAsWords(readStoryTokens('Library lovers queue for the new wing'), 'librarylovers')).toBe(true);
    expect(writesAsWords(readStoryTokens('Lovers of the library'), 'librarylovers')).toBe(false);
  });

  it('should read a Wikipedia title without its underscores and its qualifier', () => {
    expect(readStoryTokens('Arrival_(film)').stems).toEqual(['arrival']);
    expect(readStoryTokens('Matt Ryan (American football)').stems).toEqual(['matt', 'ryan']);
  });

  it('should mark words written with a capital inside a sentence, and long numbers, as names', () => {
    const tokens = readStoryTokens('Swarm of earthquakes rock Bay Area, 2,000 homes shaken');

    expect([...tokens.names]).toEqual(['bay', 'area', '2000']);
  });
});

describe(stemWord.name, () => {
  it('should give one stem to the forms of a word', () => {
    expect(new Set(['earthquake', 'earthquakes'].map(stemWord)).size).toBe(1);
    expect(new Set(['march', 'marchers', 'marches'].map(stemWord)).size).toBe(1);
    expect(new Set(['derailed', 'derails'].map(stemWord)).size).toBe(1);
    expect(new Set(['decision', 'decisión'.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')].map(stemWord)).size).toBe(1);
  });
});
