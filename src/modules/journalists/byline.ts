// Reads a byline as feeds and article pages write it into the people who wrote the piece. Real
// bylines mix people, their titles, where they filed from and wire services: "Tom McCarthy in New
// York", "Jane Doe, Political Editor", "Jon Henley, Daniel Boffey in Brussels and Helena Smith in
// Athens", "rmorin@politico.com (Rebecca Morin)", "Guardian staff and agencies", "Reuters". Only
// people go into the journalist directory; agencies and desks are kept apart (never pitched as a person).

/** One person of a byline; `title` is what the byline says they are ("Political Editor"), if it says. */
export type BylinePerson = { name: string; title: string | null };

/** A byline read: the people in the order written, and the agencies or desks it also names. */
export type ParsedByline = { people: BylinePerson[]; agencies: string[] };

/**
 * Wire services and outlets' own names that stand in bylines instead of a person. Lower case; a part
 * equal to one of them, or starting with one and followed by "in <place>", is an agency.
 */
const AGENCY_NAMES = new Set([
  'reuters',
  'thomson reuters',
  'associated press',
  'the associated press',
  'ap',
  'afp',
  'agence france-presse',
  'agence france presse',
  'pa',
  'pa media',
  'pa wire',
  'press association',
  'the press association',
  'bloomberg',
  'bloomberg news',
  'bbc',
  'bbc news',
  'bbc sport',
  'cnn',
  'dpa',
  'epa',
  'getty images',
  'xinhua',
  'ansa',
  'kyodo',
  'kyodo news',
  'yonhap',
  'upi',
  'efe',
  'tass',
  'aap',
  'cp',
  'the canadian press',
  'canadian press',
  'pti',
  'ians',
  'ani',
  'nyt',
  'the new york times',
  'new york times',
]);

/** Words that make a part a desk or a team rather than a person ("Guardian staff", "Editorial Board", "News desk"). */
const DESK_WORDS =
  /\b(?:staff|agencies|agency|desk|team|editorial|board|newsroom|wires?|readers|letters|contributors|correspondents|reporters|service|services|online|digital|sport|sports|news|media|press|admin|editors)\b/i;

/** Words of a job title ("Political Editor", "Africa correspondent", "Senior Reporter"). */
const TITLE_WORDS =
  /\b(?:editor|correspondent|reporter|writer|columnist|critic|chief|senior|producer|analyst|contributor|journalist|presenter|commentator|director|head|deputy|associate|bureau|specialist|author|photographer|economist|anchor|host|fellow)s?\b/i;

/** Particles that belong to a surname ("Ursula von der Leyen", "Ana de Armas", "Vincent van Gogh"). */
const SURNAME_PARTICLES = new Set([
  'de',
  'da',
  'del',
  'della',
  'der',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'bin',
  'al',
  'el',
  'dos',
  'das',
  'ter',
  'ten',
  'st',
  'st.',
]);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/**
 * The people and agencies of a byline as a feed or page writes it. Same input, same answer; an
 * empty or unreadable byline gives no people.
 */
export function parseByline(raw: string | null | undefined): ParsedByline {
  const people: BylinePerson[] = [];
  const agencies: string[] = [];
  let text = tidy(raw ?? '');
  // "rmorin@politico.com (Rebecca Morin)": RSS <author> is an address with the name in brackets.
  const bracketed = /^\S+@\S+\s*\(([^)]+)\)$/.exec(text);
  if (bracketed) text = bracketed[1]!.trim();
  text = text
    .replace(/^by\s+/i, '')
    .replace(EMAIL, '')
    .replace(/\(\s*\)/g, '')
    .trim();
  if (text === '') return { people, agencies };
  // A whole byline that is a desk ("Guardian staff and agencies") is not split at its "and".
  if (isAgency(text)) return { people, agencies: [text] };

  for (const part of text.split(/\s*(?:;|\||\/|&|\band\b|\bwith\b)\s*/i)) {
    const segments = part
      .split(/\s*,\s*/)
      .map((segment) => segment.trim())
      .filter((segment) => segment !== '');
    for (const segment of segments) {
      const previous = people.at(-1);
      // "Jane Doe, Political Editor": a segment after a comma that is a job title belongs to the person before it.
      if (previous && previous.title === null && segment !== segments[0] && isTitle(segment)) {
        previous.title = segment;
        continue;
      }
      const read = readPerson(segment);
      if (read === null) continue;
      if ('agency' in read) agencies.push(read.agency);
      else people.push(read);
    }
  }
  return { people: dedupe(people), agencies };
}

/**
 * A name as one person, or an agency, or nothing worth keeping. The place they filed from goes ("Tom
 * McCarthy in New York"), a title written without a comma is split off ("Jason Burke Africa correspondent").
 */
function readPerson(segment: string): BylinePerson | { agency: string } | null {
  const withoutPlace = segment.replace(/\s+in\s+[\p{Lu}][\p{L}.' -]*$/u, '').trim();
  if (withoutPlace === '') return null;
  if (isAgency(withoutPlace)) return { agency: withoutPlace };
  if (/[\d@:]/.test(withoutPlace)) return null;
  const words = withoutPlace.split(/\s+/);
  let nameWords = words;
  let title: string | null = null;
  if (TITLE_WORDS.test(withoutPlace)) {
    // The name is the first two words (three with a surname particle); the rest is the title.
    const nameLength = words.length > 2 && SURNAME_PARTICLES.has(words[1]!.toLowerCase()) ? 3 : 2;
    if (words.length <= nameLength) return null;
    nameWords = words.slice(0, nameLength);
    title = words.slice(nameLength).join(' ');
  }
  // A person is two to five words, each starting with a capital (particles aside); one word ("Reuters",
  // "admin") or a sentence is no person we could pitch.
  if (nameWords.length < 2 || nameWords.length > 5) return null;
  const capitalised = nameWords.every((word) => /^[\p{Lu}]/u.test(word) || SURNAME_PARTICLES.has(word.toLowerCase()));
  if (!capitalised) return null;
  // All capitals is a brand ("POLITICO STAFF"), not a name.
  if (nameWords.every((word) => word.length > 1 && word === word.toUpperCase())) return null;
  return { name: nameWords.join(' '), title };
}

function isAgency(text: string): boolean {
  const lower = text
    .toLowerCase()
    .replace(/\s+in\s+.*$/, '')
    .trim();
  return AGENCY_NAMES.has(lower) || DESK_WORDS.test(lower);
}

function isTitle(segment: string): boolean {
  return TITLE_WORDS.test(segment) || /^[\p{Ll}]/u.test(segment);
}

function tidy(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function dedupe(people: BylinePerson[]): BylinePerson[] {
  const seen = new Set<string>();
  return people.filter((person) => {
    const key = personKey(person.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How one person's name is matched across articles: case, accents and punctuation ignored. */
export function personKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
