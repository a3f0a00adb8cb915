/**
 * The text whole when it has at most `max` characters, else cut after the last word that fits and
 * ended with "…". Text quoted into a field with a limit (a brief's words into an answer, a page's
 * description into a client draft) must not push the field past the limit it is checked against.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - 1)).replace(/[\uD800-\uDBFF]$/, '');
  const atWord = room.replace(/\s+\S*$/, '');
  return `${atWord || room}…`;
}
