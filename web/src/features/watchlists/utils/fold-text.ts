/**
 * Text as watchlists compare it: lower case, accents removed ("López" is "lopez"). `origin[i]` is
 * where folded character i came from in the original, so a match found in the folded text can be
 * marked in the original.
 */
export function foldText(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let i = 0; i < plain.length; i += 1) origin.push(index);
    folded += plain;
    index += char.length;
  }
  return { folded, origin };
}

/** The folded form alone ("Électrique" → "electrique"), to compare two texts. */
export function foldKey(text: string): string {
  return foldText(text).folded;
}
