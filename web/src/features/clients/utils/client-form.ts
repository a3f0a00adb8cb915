import { CLIENT_LIMITS, type ClientInput, type ClientSpokesperson } from '@contracts/clients.contract';
import { looksLikeEmailAddress } from '@/lib/email-address';
import { chipsWithTyped } from '@/features/watchlists/utils/watchlist-form';
import { countryName, languageName, normalizeLanguage, normalizeMarket } from './place-names';

const L = CLIENT_LIMITS;

/** One spokesperson row of the form; `key` tells rows apart while they are added and removed. */
export type SpokespersonForm = { key: number; name: string; title: string; expertise: string; bio: string; email: string };

/** What the client form holds: lists typed one per line are kept as the text typed. */
export type ClientForm = {
  name: string;
  website: string;
  sector: string;
  description: string;
  markets: string[];
  marketText: string;
  languages: string[];
  languageText: string;
  spokespeople: SpokespersonForm[];
  assets: string;
  messages: string;
  avoidTopics: string[];
  avoidText: string;
  competitors: string;
  tone: string;
  boilerplate: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
};

/**
 * A field of the form as the API names it: a top-level field ("markets"), a spokesperson's field
 * ("spokespeople.0.email") or the contact's ("contact.email").
 */
export type ClientFieldPath = string;
export type ClientFieldErrors = Partial<Record<ClientFieldPath, string>>;

/** The top-level fields, in the order the form shows them (the first with a problem gets the focus). */
export const CLIENT_FIELDS = [
  'name',
  'website',
  'sector',
  'description',
  'markets',
  'languages',
  'spokespeople',
  'assets',
  'messages',
  'avoidTopics',
  'competitors',
  'tone',
  'boilerplate',
  'contact',
] as const satisfies readonly (keyof ClientInput)[];
export type ClientField = (typeof CLIENT_FIELDS)[number];

export const CLIENT_FIELD_LABELS: Readonly<Record<ClientField, string>> = {
  name: 'Name',
  website: 'Website',
  sector: 'Sector',
  description: 'Description',
  markets: 'Markets',
  languages: 'Languages',
  spokespeople: 'Spokespeople',
  assets: 'Own data and assets',
  messages: 'Products and key messages',
  avoidTopics: 'Topics to avoid',
  competitors: 'Competitors',
  tone: 'Tone',
  boilerplate: 'Boilerplate',
  contact: 'Pitch contact',
};

const SPOKESPERSON_LABELS: Readonly<Record<keyof ClientSpokesperson, string>> = {
  name: 'Name',
  title: 'Title',
  expertise: 'Expertise',
  bio: 'Bio',
  email: 'E-mail',
};

const CONTACT_LABELS = { name: 'Contact name', email: 'Contact e-mail', phone: 'Contact phone' } as const;

/** The id of a field's input, to focus it and tie its message to it. */
export function fieldId(path: ClientFieldPath): string {
  return `client-${path.replace(/\./g, '-')}`;
}

let nextRowKey = 1;

export function emptySpokesperson(): SpokespersonForm {
  return { key: nextRowKey++, name: '', title: '', expertise: '', bio: '', email: '' };
}

/** The form for a new client, a draft (from a website analysis) or a stored client. */
export function clientForm(source: ClientInput | null): ClientForm {
  return {
    name: source?.name ?? '',
    website: source?.website ?? '',
    sector: source?.sector ?? '',
    description: source?.description ?? '',
    markets: [...(source?.markets ?? [])],
    marketText: '',
    languages: [...(source?.languages ?? [])],
    languageText: '',
    spokespeople: (source?.spokespeople ?? []).map((person) => ({
      key: nextRowKey++,
      name: person.name,
      title: person.title,
      expertise: person.expertise.join(', '),
      bio: person.bio,
      email: person.email ?? '',
    })),
    assets: (source?.assets ?? []).join('\n'),
    messages: (source?.messages ?? []).join('\n'),
    avoidTopics: [...(source?.avoidTopics ?? [])],
    avoidText: '',
    competitors: (source?.competitors ?? []).join('\n'),
    tone: source?.tone ?? '',
    boilerplate: source?.boilerplate ?? '',
    contactName: source?.contact?.name ?? '',
    contactEmail: source?.contact?.email ?? '',
    contactPhone: source?.contact?.phone ?? '',
  };
}

/** Codes typed in a code field, split at commas and spaces. */
export function splitCodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

/** The market chips with the codes typed added (upper case, "UK" as "GB", each once). */
export function withMarkets(markets: readonly string[], typed: string): string[] {
  return [...new Set([...markets, ...splitCodes(typed).map(normalizeMarket)])];
}

export function withLanguages(languages: readonly string[], typed: string): string[] {
  return [...new Set([...languages, ...splitCodes(typed).map(normalizeLanguage)])];
}

/** Text typed one entry per line, as a list: trimmed, empty lines dropped. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** "energy prices, household budgets" as keywords. */
export function keywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim().replace(/\s+/g, ' '))
    .filter((keyword) => keyword !== '');
}

function isBlankRow(person: SpokespersonForm): boolean {
  return [person.name, person.title, person.expertise, person.bio, person.email].every((value) => value.trim() === '');
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function tooMany(count: number, limit: number, noun: string): string | null {
  return count > limit ? `At most ${limit} ${noun}: this has ${count}.` : null;
}

function tooLong(text: string, limit: number, what: string): string | null {
  return text.length > limit ? `${what} has at most ${limit} characters: this has ${text.length}.` : null;
}

/**
 * The request the form makes, or what is wrong with it: the mistakes the screen can see are said
 * under their field before anything is sent. The server checks everything again and has the last word.
 */
export function toClientInput(form: ClientForm): { input: ClientInput; errors: null } | { input: null; errors: ClientFieldErrors } {
  const errors: ClientFieldErrors = {};
  const set = (path: ClientFieldPath, message: string | null) => {
    if (message && !errors[path]) errors[path] = message;
  };
  const name = form.name.trim();
  const website = form.website.trim();
  const markets = withMarkets(form.markets, form.marketText);
  const languages = withLanguages(form.languages, form.languageText);
  const assets = lines(form.assets);
  const messages = lines(form.messages);
  const competitors = lines(form.competitors);
  const avoidTopics = chipsWithTyped('keyword', form.avoidTopics, form.avoidText);
  const contactEmail = form.contactEmail.trim();

  set('name', name === '' ? 'Please give the client a name.' : tooLong(name, L.nameChars, 'A name'));
  set('website', website !== '' && !isWebAddress(website) ? 'A website starts with https:// or http://.' : null);
  set('description', tooLong(form.description.trim(), L.descriptionChars, 'A description'));
  const unknownMarket = markets.find((code) => countryName(code) === null);
  set('markets', markets.length === 0 ? 'Add at least one market: type a country code such as GB and press Enter.' : null);
  set('markets', unknownMarket ? `${unknownMarket} is not a country code: use two letters, such as GB, IE or US.` : null);
  set('markets', tooMany(markets.length, L.markets, 'markets'));
  const unknownLanguage = languages.find((code) => languageName(code) === null);
  set('languages', unknownLanguage ? `${unknownLanguage} is not a language code: use two letters, such as en or ga.` : null);
  set('languages', tooMany(languages.length, L.languages, 'languages'));
  set('assets', tooMany(assets.length, L.assets, 'lines'));
  set('messages', tooMany(messages.length, L.messages, 'lines'));
  set('avoidTopics', tooMany(avoidTopics.length, L.avoidTopics, 'topics'));
  set('competitors', tooMany(competitors.length, L.competitors, 'competitors'));
  set('boilerplate', tooLong(form.boilerplate.trim(), L.boilerplateChars, 'A boilerplate'));
  set('contact.email', contactEmail !== '' && !looksLikeEmailAddress(contactEmail) ? 'This is not an e-mail address.' : null);

  const rows = form.spokespeople.filter((person) => !isBlankRow(person));
  set('spokespeople', tooMany(rows.length, L.spokespeople, 'spokespeople'));
  const spokespeople: ClientSpokesperson[] = form.spokespeople.flatMap((person, index) => {
    if (isBlankRow(person)) return [];
    const email = person.email.trim();
    set(`spokespeople.${index}.name`, person.name.trim() === '' ? 'Please give the spokesperson a name.' : null);
    set(`spokespeople.${index}.email`, email !== '' && !looksLikeEmailAddress(email) ? 'This is not an e-mail address.' : null);
    return [
      {
        name: person.name.trim(),
        title: person.title.trim(),
        expertise: keywords(person.expertise),
        bio: person.bio.trim(),
        email: email || null,
      },
    ];
  });

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      name,
      website: website || null,
      sector: form.sector.trim(),
      description: form.description.trim(),
      markets,
      languages,
      spokespeople,
      assets,
      messages,
      avoidTopics,
      competitors,
      tone: form.tone.trim(),
      boilerplate: form.boilerplate.trim(),
      contact: { name: form.contactName.trim(), email: contactEmail, phone: form.contactPhone.trim() },
    },
    errors: null,
  };
}

/** The label of a field path in words: "Spokesperson 2: E-mail", "Contact e-mail", "Markets". */
export function fieldLabel(path: ClientFieldPath): string {
  const [top, second, third] = path.split('.');
  if (top === 'spokespeople' && second !== undefined && /^\d+$/.test(second)) {
    const sub = SPOKESPERSON_LABELS[third as keyof ClientSpokesperson];
    return `Spokesperson ${Number(second) + 1}${sub ? `: ${sub}` : ''}`;
  }
  if (top === 'contact' && second !== undefined && second in CONTACT_LABELS) {
    return CONTACT_LABELS[second as keyof typeof CONTACT_LABELS];
  }
  return CLIENT_FIELD_LABELS[top as ClientField] ?? top;
}

/**
 * The server's 400 as errors per field. Its messages start with the field they are about ("markets
 * must …", "spokespeople.0.email: …", "contact.email …"), several joined by "; ". A message that names
 * no field of the form is kept under "" (said above the buttons).
 */
export function readServerMessage(message: string): ClientFieldErrors {
  const errors: ClientFieldErrors = {};
  for (const part of message.split(/;\s+/)) {
    const named = /^([A-Za-z]+(?:(?:\.|\[)\d+\]?)?(?:\.[A-Za-z]+)?)(:?)\s+/.exec(part);
    const path = named ? named[1].replace(/\[(\d+)\]/, '.$1') : null;
    const top = path?.split('.')[0];
    if (named && path && (CLIENT_FIELDS as readonly string[]).includes(top ?? '')) {
      const text = `${fieldLabel(path)}${named[2]} ${part.slice(named[0].length)}`;
      errors[path] = errors[path] ? `${errors[path]} ${text}` : text;
    } else {
      errors[''] = errors[''] ? `${errors['']}; ${part}` : part;
    }
  }
  return errors;
}

/** The first field path with an error, in the order the form shows them. */
export function firstErrorPath(errors: ClientFieldErrors): ClientFieldPath | null {
  const paths = Object.keys(errors).filter((path) => path !== '');
  const order = (path: string) => {
    const [top, second] = path.split('.');
    return CLIENT_FIELDS.indexOf(top as ClientField) * 1000 + (second !== undefined && /^\d+$/.test(second) ? Number(second) : 0);
  };
  return paths.sort((a, b) => order(a) - order(b))[0] ?? null;
}
