// Text as watchlists compare it, the server's way (src/modules/watchlists/keyword-match.ts): Unicode
// compatibility decomposition with the marks removed, lower case, ß as ss ("López" is "lopez").

/** One character folded. */
function foldChar(char: string): string {
  return char
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
}

/**
 * The folded text, and for each folded character where it came from in the original (`origin[i]`
 * is a UTF-16 index), so what is found in the folded text can be marked in the original.
 */
export function foldText(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const plain = foldChar(char);
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
