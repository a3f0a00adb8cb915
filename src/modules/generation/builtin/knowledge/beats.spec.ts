import { wordsOf } from '../beat-classifier.js';
import { audiencesFor, BEAT_KEYS, BEATS, NARROW_AUDIENCES } from './beats.js';

describe(audiencesFor.name, () => {
  it('should offer a narrow audience only to a story that has its words', () => {
    // Before: "what it means for US music fans" on Kristen Stewart, an actress.
    const actress = wordsOf('Kristen Stewart is an American actress, director and model.');
    expect(audiencesFor(BEATS.entertainment, actress)).not.toContain('music fans');
    expect(audiencesFor(BEATS.entertainment, wordsOf('Taylor Swift announces a new album and tour'))).toContain('music fans');
  });

  it('should read a possessive as its noun ("Netflix\'s" is Netflix)', () => {
    expect(wordsOf("Netflix's new thriller").has('netflix')).toBe(true);
  });

  it('should keep every audience of the beat when none fits', () => {
    const beat = { ...BEATS.technology, audiences: ['app users', 'smartphone owners'] };
    expect(audiencesFor(beat, wordsOf('Websites that look like desktop GUIs'))).toEqual(['app users', 'smartphone owners']);
  });

  it('should list only audiences some beat has (a misspelt one would fit every story)', () => {
    const audiences = new Set(BEAT_KEYS.flatMap((key) => BEATS[key].audiences));
    expect(Object.keys(NARROW_AUDIENCES).filter((audience) => !audiences.has(audience))).toEqual([]);
  });
});
