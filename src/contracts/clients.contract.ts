// Clients (issue 27): who the team works for. An agency keeps one profile per client, an in-house
// team one for its brand. A client belongs to the whole team; each user's chosen client (the header's
// switcher) is remembered on the server (GET|PUT /api/preferences). With a client chosen, trending items
// carry a fit for it and every generator writes for it. Plain TypeScript, no imports.

export type ClientSpokesperson = {
  name: string;
  /** Job title: "Head of Research". */
  title: string;
  /** Fields of expertise as keywords ("energy prices", "household budgets"); what the fit and the generators match against. */
  expertise: string[];
  /** A line or two a journalist may quote from. */
  bio: string;
  email: string | null;
};

/** Who a journalist writes back to; a pitch is signed with it. Empty strings when not given. */
export type ClientContact = { name: string; email: string; phone: string };

/**
 * POST /api/clients and PUT /api/clients/:id (the whole profile; fields left out take their defaults:
 * empty text, empty lists, null website). A bad field is a 400 naming it, a name another client has a 409.
 */
export type ClientInput = {
  /** Unique across the team (case and surrounding spaces ignored), 1–100 characters. */
  name: string;
  /** The client's site (http or https), or null. */
  website?: string | null;
  /** Free text: "fintech", "online grocery", "home insurance". */
  sector?: string;
  description?: string;
  /** ISO 3166-1 alpha-2 country codes, upper case ("GB", "IE"), at least one. "UK" is read as "GB". */
  markets: string[];
  /** ISO 639-1 language codes, lower case ("en", "ga"). */
  languages?: string[];
  spokespeople?: ClientSpokesperson[];
  /** Own data and assets, one per line: "order data from 60,000 UK households". */
  assets?: string[];
  /** Products and key messages, one per line. */
  messages?: string[];
  /** Words, and phrases in double quotes, as a watchlist reads them: an item that matches one is never pitched. */
  avoidTopics?: string[];
  competitors?: string[];
  /** "plain-spoken and warm", "authoritative". */
  tone?: string;
  /** "About Acme": ends every pitch. */
  boilerplate?: string;
  contact?: ClientContact;
};

/** A stored client as the API answers it (GET /api/clients: by name). */
export type Client = Required<ClientInput> & {
  id: number;
  createdAt: string;
  updatedAt: string;
};

/** Field limits (a 400 names the field past one). */
export const CLIENT_LIMITS = {
  nameChars: 100,
  websiteChars: 2000,
  sectorChars: 100,
  descriptionChars: 1000,
  markets: 30,
  languages: 10,
  spokespeople: 20,
  spokespersonNameChars: 100,
  spokespersonTitleChars: 100,
  expertise: 20,
  expertiseChars: 60,
  bioChars: 500,
  emailChars: 254,
  assets: 20,
  assetChars: 300,
  messages: 20,
  messageChars: 300,
  avoidTopics: 50,
  avoidTopicChars: 100,
  competitors: 20,
  competitorChars: 100,
  toneChars: 200,
  boilerplateChars: 1000,
  contactNameChars: 100,
  phoneChars: 40,
} as const;

/**
 * The ISO 3166-1 code a typed market stands for: upper case, and "UK", the code people write for the
 * United Kingdom, read as its assigned code "GB". Whether the result is assigned is isCountryCode's
 * question (trend-source-settings.contract.ts).
 */
export function marketCodeOf(typed: string): string {
  const code = typed.trim().toUpperCase();
  return code === 'UK' ? 'GB' : code;
}

// The 183 ISO 639-1 language codes. A fixed list rather than Intl.DisplayNames, as with the country
// codes: that one also names withdrawn codes ("iw", "in", "mo") and depends on Node.js's ICU build.
export const ISO_LANGUAGE_CODES: readonly string[] = `
aa ab ae af ak am an ar as av ay az
ba be bg bi bm bn bo br bs
ca ce ch co cr cs cu cv cy
da de dv dz
ee el en eo es et eu
fa ff fi fj fo fr fy
ga gd gl gn gu gv
ha he hi ho hr ht hu hy hz
ia id ie ig ii ik io is it iu
ja jv
ka kg ki kj kk kl km kn ko kr ks ku kv kw ky
la lb lg li ln lo lt lu lv
mg mh mi mk ml mn mr ms mt my
na nb nd ne ng nl nn no nr nv ny
oc oj om or os
pa pi pl ps pt
qu
rm rn ro ru rw
sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw
ta te tg th ti tk tl tn to tr ts tt tw ty
ug uk ur uz
ve vi vo
wa wo
xh
yi yo
za zh zu`
  .trim()
  .split(/\s+/);

/** An ISO 639-1 language code, lower case ("en", "ga"; "EN" is not, "xx" is not assigned). */
export function isLanguageCode(value: unknown): boolean {
  return typeof value === 'string' && ISO_LANGUAGE_CODES.includes(value);
}

/**
 * How well a trending item fits a client: 0–100, with the reasons in words, best first ("Sector
 * match: energy bills", "In Acme's markets: the UK", "Spokesperson fits: Jane Doe, Head of Research
 * (energy prices)", "Own data fits: smart-meter readings from 40,000 homes", "Sensitive news
 * (Death): fit lowered"). Deterministic: the same item and client give the same fit, with no model call.
 */
export type ClientFit = { score: number; reasons: string[] };

/** GET /api/preferences and PUT /api/preferences: what the server remembers for the signed-in user. */
export type UserPreferences = {
  /** The client chosen in the header's switcher; null: no client (ideas written for "a brand", as before clients). */
  clientId: number | null;
};

/** The trending list's sort by fit (GET /api/trending?clientId=N&sortBy=fit). */
export const FIT_SORT = { value: 'fit', label: 'Fit' } as const;

/** How many of a client's fields of expertise a brief filled from it names. */
export const BRIEF_EXPERTISE_FIELDS = 3;

/**
 * The brand brief a client fills in one click (IdeaForge's "Fill from client"), and the fields the
 * server takes from the client when a brief names one (`clientId`) and leaves them blank: one mapping
 * for both. `regionNames` turns the client's country codes into the brief's region words.
 */
export function briefFieldsFromClient(
  client: Pick<Client, 'name' | 'sector' | 'assets' | 'tone' | 'markets'> & { spokespeople: readonly { expertise: readonly string[] }[] },
  regionNames: (code: string) => string,
): {
  brand_name: string;
  sector_or_niche: string;
  primary_expertise: string;
  target_regions: string;
  available_assets: string;
  tone: string;
} {
  // The lead field of each spokesperson first, then their next ones, three in all: a brief's expertise is
  // read into every idea ("works in …"), and a dozen fields pasted there read as a list, not a speciality.
  const depth = Math.max(0, ...client.spokespeople.map((person) => person.expertise.length));
  const byRank = Array.from({ length: depth }, (_, rank) => client.spokespeople.flatMap((person) => person.expertise[rank] ?? []));
  const expertise = [...new Set(byRank.flat())].slice(0, BRIEF_EXPERTISE_FIELDS);
  return {
    brand_name: client.name,
    sector_or_niche: client.sector,
    primary_expertise: expertise.join(', '),
    target_regions: [...new Set(client.markets.map(regionNames))].join(', '),
    available_assets: client.assets.join('; '),
    tone: client.tone,
  };
}
