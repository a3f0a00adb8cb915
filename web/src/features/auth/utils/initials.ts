/**
 * "Ada Lovelace" → "AL", "Grace" → "GR"; the email's first letters when there is no name. Dots and
 * underscores part words too: a first admin from ADMIN_EMAIL is named after its address ("ada.lovelace").
 */
export function initialsOf(name: string, email = ''): string {
  const words = name
    .trim()
    .split(/[\s._]+/)
    .filter(Boolean);
  if (words.length >= 2) {
    return (firstLetter(words[0]) + firstLetter(words[words.length - 1])).toUpperCase();
  }
  const single = words[0] ?? email.split('@')[0] ?? '';
  return Array.from(single).slice(0, 2).join('').toUpperCase() || '?';
}

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
