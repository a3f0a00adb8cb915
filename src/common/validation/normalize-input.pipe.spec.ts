import { AppException, type AppErrorCode } from '../errors/app.exception.js';
import { MAX_INPUT_DEPTH, MAX_RAW_TEXT_LENGTH, NormalizeInputPipe, normalizeInput, normalizeText } from './normalize-input.pipe.js';

function refusal(run: () => unknown): { code: AppErrorCode; message: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppException) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
}

describe(normalizeText.name, () => {
  describe('when the text has runs of spaces, tabs or other blanks', () => {
    it('should make each run one space and trim the ends', () => {
      expect(normalizeText(`  Big\t\t news ${' '.repeat(900_000)} \u00a0\u2003today  `)).toBe('Big news today');
    });
  });

  describe('when the text has lines and paragraphs', () => {
    it('should keep one line break or one blank line, without spaces around them', () => {
      expect(normalizeText('First line  \r\n   second line\r\n\r\n\r\n\n  \n Next paragraph\u2028end')).toBe(
        'First line\nsecond line\n\nNext paragraph\nend',
      );
    });
  });

  describe('when the text is tidy', () => {
    it.each(['Big news today', 'Ça coûte 5 € 🔥', 'A\n\nB'])('should leave %p as it is', (text) => {
      expect(normalizeText(text)).toBe(text);
    });
  });
});

describe(normalizeInput.name, () => {
  describe('when a body holds strings at any level', () => {
    it('should tidy every one and leave other values as they are', () => {
      expect(normalizeInput({ headline: '  a   b ', n: 5, ok: true, none: null, list: [' x ', 2, { deep: 'y  z' }] })).toEqual({
        headline: 'a b',
        n: 5,
        ok: true,
        none: null,
        list: ['x', 2, { deep: 'y z' }],
      });
    });
  });

  describe('when a field holds a password', () => {
    it('should keep its text exactly as typed, spaces included, and tidy the fields beside it', () => {
      expect(normalizeInput({ email: ' a@b.c ', password: '  two  spaces ', currentPassword: ' x', newPassword: 'y\t' })).toEqual({
        email: 'a@b.c',
        password: '  two  spaces ',
        currentPassword: ' x',
        newPassword: 'y\t',
      });
    });

    it('should still refuse one longer than any field takes', () => {
      expect(() => normalizeInput({ password: 'x'.repeat(MAX_RAW_TEXT_LENGTH + 1) })).toThrow('password is too long.');
    });
  });

  describe('when a key is "__proto__"', () => {
    it('should keep it an own property and never touch the prototype', () => {
      const result = normalizeInput(JSON.parse('{"__proto__": {"polluted": " yes "}}')) as Record<string, unknown>;
      expect(Object.hasOwn(result, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('when a string is longer than any field takes, even before tidying', () => {
    it('should refuse it as invalid input, naming where it is', () => {
      expect(refusal(() => normalizeInput({ headlines: ['ok', ' '.repeat(MAX_RAW_TEXT_LENGTH + 1)] }))).toEqual({
        code: 'invalid-input',
        message: 'headlines[1] is too long.',
      });
      expect(refusal(() => normalizeInput({ reddit: { subreddits: ['x'.repeat(MAX_RAW_TEXT_LENGTH + 1)] } }))).toEqual({
        code: 'invalid-input',
        message: 'reddit.subreddits[0] is too long.',
      });
    });

    it('should accept one at the limit', () => {
      expect(normalizeInput({ text: 'x'.repeat(MAX_RAW_TEXT_LENGTH) })).toEqual({ text: 'x'.repeat(MAX_RAW_TEXT_LENGTH) });
    });
  });

  describe('when the body is nested deeper than any real one', () => {
    const nested = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

    it('should refuse 150,000 levels as invalid input, without overflowing the stack', () => {
      expect(refusal(() => normalizeInput(JSON.parse(`[${'['.repeat(150_000)}${']'.repeat(150_000)}]`)))).toEqual({
        code: 'invalid-input',
        message: 'The request body is nested too deeply.',
      });
      expect(refusal(() => normalizeInput(nested(MAX_INPUT_DEPTH + 1)))).toEqual({
        code: 'invalid-input',
        message: 'The request body is nested too deeply.',
      });
    });

    it('should accept nesting up to the limit', () => {
      expect(refusal(() => normalizeInput(nested(MAX_INPUT_DEPTH)))).toBeUndefined();
    });
  });
});

describe(NormalizeInputPipe.name, () => {
  const pipe = new NormalizeInputPipe();

  describe('when the value is a body or a query', () => {
    it.each(['body', 'query'] as const)('should tidy the %s', (type) => {
      expect(pipe.transform({ search: '  a  b ' }, { type })).toEqual({ search: 'a b' });
    });
  });

  describe('when the value is a route parameter', () => {
    it('should leave it for ParseIdPipe to read strictly', () => {
      expect(pipe.transform(' 12 ', { type: 'param' })).toBe(' 12 ');
    });
  });
});

describe(`${normalizeText.name}, tidy text answered as it is`, () => {
  /** normalizeText's rules without its shortcut for text that is tidy already. */
  const tidiedTheLongWay = (text: string) =>
    text
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();

  it('should tidy every mix of letters and whitespace kinds exactly as the full rules do', () => {
    const pieces = ['a', 'b', ' ', '  ', '\t', '\n', '\r\n', '\r', '\u00a0', '\u2028', '\u3000'];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let sample = 0; sample < 5000; sample += 1) {
      const text = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(normalizeText(text)).toBe(tidiedTheLongWay(text));
    }
  });
});
