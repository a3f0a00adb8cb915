import { foldedWords, foldedWordSpans, foldText, parseKeyword } from './text-match.contract.js';

describe(foldText.name, () => {
  it('should drop accents and case, and spell ß and ligatures out', () => {
    expect(foldText('Crème Brûlée ÉCOLE Straße ﬁnance')).toBe('creme brulee ecole strasse finance');
  });

  it('should spell out the letters whose stroke or ligature no decomposition takes off', () => {
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('Søren ØRSTED')).toBe('soren orsted');
    expect(foldText('Ægir Œuvre Đorđe Þór Işık')).toBe('aegir oeuvre dorde thor isik');
  });

  it('should drop the optional vowel points of Hebrew and Arabic', () => {
    expect(foldText('שָׁלוֹם')).toBe(foldText('שלום'));
    expect(foldText('مُحَمَّد')).toBe(foldText('محمد'));
  });

  it('should keep the vowel signs of other scripts, which spell their words', () => {
    expect(foldText('নমাজের সময়')).toBe('নমাজের সময়'.normalize('NFKD'));
  });
});

describe(foldedWords.name, () => {
  it('should answer runs of letters and digits, a word of another script whole with its signs', () => {
    expect(foldedWords('COVID-19: Łódź, 2026!')).toEqual(['covid', '19', 'lodz', '2026']);
    expect(foldedWords('नमस्ते दुनिया')).toHaveLength(2);
  });
});

describe(foldedWordSpans.name, () => {
  it('should fold the words as foldedWords does, one character at a time', () => {
    for (const text of ['Électricité de France', 'ΟΔΟΣ Αθηνών', 'Straße ﬁnance Łódź', 'नमस्ते दुनिया', 'Ｆｕｌｌ width']) {
      expect(foldedWordSpans(text).map((span) => span.word)).toEqual(foldedWords(text));
    }
  });

  it('should say where each word stands in the text as written', () => {
    const text = 'In Łódź, ﬁnance';
    expect(foldedWordSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual(['In', 'Łódź', 'ﬁnance']);
  });

  it('should take a decomposed accent into the word it belongs to', () => {
    const text = 'Cafe\u0301 opens';
    expect(foldedWordSpans(text)[0]).toEqual({ word: 'cafe', start: 0, end: 5 });
  });
});

describe(parseKeyword.name, () => {
  it('should read bare words as terms of their own and a quoted phrase as one term', () => {
    expect(parseKeyword('"Electric cars" subsidy').terms).toEqual([['electric', 'cars'], ['subsidy']]);
  });

  it('should read a bare token with punctuation inside as the phrase of its words', () => {
    expect(parseKeyword('COVID-19').terms).toEqual([['covid', '19']]);
    expect(parseKeyword("McDonald's").terms).toEqual([['mcdonald', 's']]);
  });

  it('should take curly quotes and an unclosed quote', () => {
    expect(parseKeyword('“net zero”').terms).toEqual([['net', 'zero']]);
    expect(parseKeyword('"four day week').terms).toEqual([['four', 'day', 'week']]);
  });

  it('should give a keyword without letters or digits no terms', () => {
    expect(parseKeyword('"" !!!').terms).toEqual([]);
  });
});
