import { hasReadableThread, repliesRead } from './slots.js';

describe(repliesRead.name, () => {
  it('should read the 100 most upvoted replies of a long thread', () => {
    expect(repliesRead(202)).toBe('the 100 most upvoted replies');
  });

  it('should read all replies of a short thread, never more than it has', () => {
    expect(repliesRead(64)).toBe('all 64 replies');
  });
});

describe(hasReadableThread.name, () => {
  it.each([
    [null, false],
    [12, false],
    [50, true],
    [202, true],
  ])('should say whether a thread of %p comments can be read for a community report', (comments, readable) => {
    expect(hasReadableThread({ comments })).toBe(readable);
  });
});
