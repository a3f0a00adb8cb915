// Who an idea is written for (issue 27). A chosen client's profile reaches every generator as a
// ClientBrief: the model reads it as labelled lines of its prompt, the built-in generator takes its
// spokesperson, its own data and its markets from it, and the answer checks hold both to it (its
// people by name, never an invented role; never a topic it avoids). Without a client nothing here
// runs and every prompt is what it was before clients.
import type { Client, ClientSpokesperson } from '../../../contracts/clients.contract.js';
import { escapeRegExp } from '../../../common/text/escape-reg-exp.js';
import { profileText, TopicList } from '../../../common/text/profile-words.js';
import { REGION_WORDS, type RegionKey } from '../builtin/knowledge/regions.js';
import { marketOfCountryCode } from '../market/story-market.js';

/** A spokesperson as the generators see one: no e-mail (journalists reach the pitch contact). */
export type BriefSpokesperson = Omit<ClientSpokesperson, 'email'>;

/**
 * The profile as the generators read it (everything but its id, dates and e-mails), with the markets
 * Trendjack writes for; part of every cache key, so an edited profile is a new answer.
 */
export type ClientBrief = Omit<Client, 'id' | 'createdAt' | 'updatedAt' | 'spokespeople'> & {
  spokespeople: BriefSpokesperson[];
  /** The markets Trendjack has outlets and sources for, in the client's order ("UK", "IE"); may be empty. */
  regions: RegionKey[];
};

/**
 * The client for one story (storyClient): the brief, the spokesperson who speaks on it, the fields of
 * theirs the story names (empty for the lead by default) and the own data line that fits it (null:
 * no own data is offered for it).
 */
export type StoryClient = ClientBrief & {
  spokesperson: BriefSpokesperson | null;
  expertiseFound: string[];
  asset: string | null;
};

/** The profile as the generators read it. */
export function clientBrief(client: Client): ClientBrief {
  return {
    name: client.name,
    website: client.website,
    sector: client.sector,
    description: client.description,
    markets: client.markets,
    regions: clientRegions(client.markets),
    languages: client.languages,
    spokespeople: client.spokespeople.map(({ name, title, expertise, bio }) => ({ name, title, expertise, bio })),
    assets: client.assets,
    messages: client.messages,
    avoidTopics: client.avoidTopics,
    competitors: client.competitors,
    tone: client.tone,
    boilerplate: client.boilerplate,
    contact: client.contact,
  };
}

/** The client's markets Trendjack writes for, without repeats ("SE" and "DK" are both the Nordics). */
export function clientRegions(markets: readonly string[]): RegionKey[] {
  return [...new Set(markets.map(marketOfCountryCode).filter((region): region is RegionKey => region !== null))];
}

/**
 * The market a story's ideas are written for when a client is chosen: the story's own country when
 * it is one of the client's markets (an Irish story for a client in the UK and Ireland is written for
 * Ireland), else the client's first market; international when none of its markets has outlets and
 * sources of its own here.
 */
export function clientTargetMarket(storyCountry: RegionKey, client: Pick<ClientBrief, 'regions'>): RegionKey {
  if (client.regions.includes(storyCountry)) return storyCountry;
  return client.regions[0] ?? 'global';
}

/** The client's topics to avoid that the texts name, as typed ("gambling", "\"payday loans\""): the fit's rule (common/text/profile-words.ts). */
export function avoidedTopicsIn(client: Pick<ClientBrief, 'avoidTopics'>, texts: readonly (string | null | undefined)[]): string[] {
  if (client.avoidTopics.length === 0) return [];
  return new TopicList(client.avoidTopics).foundIn(texts.filter((text): text is string => !!text).map(profileText));
}

/**
 * What the fit found of the client in one story (FitResult in modules/clients/client-fit.ts): the
 * spokesperson whose fields it names, by place in the profile, and the own data line that fits.
 */
export type StoryChoice = { speaker: { index: number; fields: string[] } | null; asset: string | null };

/**
 * The client for one story: the spokesperson the fit chose, else the first listed (the lead), so a
 * client's own person is never replaced by an invented role; and the own data the fit found, or none.
 */
export function storyClient(client: ClientBrief, choice: StoryChoice): StoryClient {
  const chosen = choice.speaker ? client.spokespeople[choice.speaker.index] : undefined;
  return {
    ...client,
    spokesperson: chosen ?? client.spokespeople[0] ?? null,
    expertiseFound: chosen ? choice.speaker!.fields : [],
    asset: choice.asset,
  };
}

/**
 * The client's lead spokesperson (the first listed), as templates name them; null when it has none.
 * For what is not one story (a brief, a website): the lead speaks for the client as a whole.
 */
export function leadSpeaker(client: ClientBrief): string | null {
  const lead = client.spokespeople[0];
  return lead ? spokespersonLabel(lead, client.name) : null;
}

/** "Jane Doe (Head of Research, Acme Energy)": how templates and checks name a client's spokesperson. */
export function spokespersonLabel(person: BriefSpokesperson, clientName: string): string {
  return `${person.name} (${person.title ? `${person.title}, ` : ''}${clientName})`;
}

/** "Acme's own order data from 60,000 UK households": an asset line as the data it is. */
export function clientDataLabel(clientName: string, asset: string): string {
  const line = asset.replace(/[.;]+$/, '');
  // A line that opens with a capitalised common word ("Order data from …") reads on in lower case; a
  // name ("Octopus Energy meter data") or an acronym ("UK order data") stays as typed.
  const lowered = /^[A-Z][a-z]+(?:-[a-z]+)?\s+[a-z]/.test(line) ? line[0]!.toLowerCase() + line.slice(1) : line;
  return `${clientName}'s own ${lowered.replace(/^(?:our|own|the)\s+/i, '')}`;
}

/** "the UK and Ireland" */
function marketNames(client: ClientBrief): string {
  const names = client.markets.map((code) => {
    const region = marketOfCountryCode(code);
    return region ? REGION_WORDS[region].name : code;
  });
  return [...new Set(names)].join(', ');
}

/**
 * The client as labelled lines for a prompt. The story's best-fitting spokesperson and own data come
 * first when a story is given, so the model uses the person and data the fit found.
 */
export function clientPromptLines(client: ClientBrief | StoryClient): string[] {
  const story = 'spokesperson' in client ? client : null;
  const people = [...client.spokespeople].sort((a, b) => (a === story?.spokesperson ? -1 : b === story?.spokesperson ? 1 : 0));
  const assets = story?.asset ? [story.asset, ...client.assets.filter((asset) => asset !== story.asset)] : client.assets;
  const list = (entries: readonly string[]) => (entries.length === 0 ? ['- none given'] : entries.map((entry) => `- ${entry}`));
  return [
    `The client (write every idea for ${client.name}, by name):`,
    `Name: ${client.name}`,
    `Website: ${client.website ?? 'none given'}`,
    `Sector: ${client.sector || 'not given'}`,
    `About: ${client.description || 'not given'}`,
    `Markets: ${marketNames(client)}`,
    `Tone: ${client.tone || 'not given'}`,
    story?.spokesperson
      ? `Spokespeople (the only people who may speak for ${client.name}; the first fits this story best${story.expertiseFound.length > 0 ? `: ${story.expertiseFound.join(', ')}` : ''}):`
      : `Spokespeople (the only people who may speak for ${client.name}):`,
    ...(people.length === 0
      ? [`- none given: name the spokesperson by role at ${client.name}`]
      : people.map(
          (person) =>
            `- ${person.name}, ${person.title || 'spokesperson'}${person.expertise.length > 0 ? `; expertise: ${person.expertise.join(', ')}` : ''}${person.bio ? `; ${person.bio}` : ''}`,
        )),
    story?.asset
      ? `Own data and assets (the only data of ${client.name}'s you may offer; the first fits this story):`
      : `Own data and assets (the only data of ${client.name}'s you may offer; offer it only where it fits):`,
    ...list(assets),
    'Products and key messages:',
    ...list(client.messages),
    `Competitors (never promote them): ${client.competitors.length === 0 ? 'none given' : client.competitors.join(', ')}`,
    `Topics ${client.name} avoids (never mention them): ${client.avoidTopics.length === 0 ? 'none' : client.avoidTopics.join(', ')}`,
  ];
}

/**
 * The rules a model follows for a client, in the instructions of every task that has one. Its people
 * by name and title, its data or real public data, never an invented colleague, data set or figure.
 */
export function clientRules(client: ClientBrief): string[] {
  return [
    `Write for ${client.name} (its profile follows). ${client.name} is the brand: name it, never "a brand" or "[Your organisation]".`,
    client.spokespeople.length > 0
      ? `The spokesperson is one of ${client.name}'s spokespeople, by full name and title as given ("Jane Doe, Head of Research at ${client.name}"); never an invented person or role. Describe them only by their title, fields and bio as given: no past jobs, credentials or duties the profile does not state.`
      : `${client.name} has named no spokesperson: name the spokesperson by role at ${client.name}, never an invented name.`,
    `Data: ${client.name}'s own data and assets as listed (with the frequency and size given), where one fits, or a real public data source; never an invented data set, survey or figure of ${client.name}'s, and nothing about ${client.name} beyond its profile.`,
    `Follow ${client.name}'s tone and key messages where they fit the story; never mention a topic ${client.name} avoids; never promote a competitor.`,
  ];
}

/** Answer-check problems: a field that names a topic the client avoids. */
export function avoidProblems(
  client: ClientBrief | undefined,
  fields: ReadonlyArray<[path: string, text: string | null | undefined]>,
): string[] {
  if (!client) return [];
  return fields.flatMap(([path, text]) => {
    const found = avoidedTopicsIn(client, [text]);
    return found.length > 0 ? [`${path}: mentions ${found.map((topic) => `"${topic}"`).join(', ')}, a topic ${client.name} avoids`] : [];
  });
}

/**
 * Answer-check problem: a plan's spokesperson who is none of the client's people (a model that
 * invented "our head of partnerships" for a client with a named head of research).
 */
export function spokespersonProblem(client: ClientBrief | undefined, path: string, spokesperson: string): string | null {
  if (!client || client.spokespeople.length === 0) return null;
  const named = client.spokespeople.some((person) => spokesperson.toLowerCase().includes(person.name.toLowerCase()));
  return named
    ? null
    : `${path}: must be one of ${client.name}'s spokespeople by name (${client.spokespeople.map((p) => p.name).join(', ')})`;
}

/** The sender fields a pitch may leave, in any of the spellings a writer uses. */
const SENDER_NAME = /\[(?:your|sender'?s?)\s+(?:full\s+)?name\]/gi;
const SENDER_ORGANISATION = /\[(?:your|sender'?s?)\s+(?:organi[sz]ation|company|agency|brand|business)\]/gi;
const SENDER_DETAILS =
  /\n?[ \t]*\[(?:your|sender'?s?)\s+(?:title|job title|role|position|e-?mail(?: address)?|phone(?: number)?|contact details)\][ \t]*/gi;

/**
 * A pitch as the client sends it: signed with its pitch contact (name, e-mail, phone) and ending with
 * its boilerplate, with no "[Your name]" or "[Your organisation]" left. Done the same way for the
 * model's answer and the built-in one, after the answer checks, so no writer can forget it.
 */
export function signedPitchBody(body: string, client: ClientBrief): string {
  const contact = client.contact;
  const sender = contact.name || `${client.name} press office`;
  let signed = body.replace(SENDER_NAME, sender).replace(SENDER_ORGANISATION, client.name).replace(SENDER_DETAILS, '').trimEnd();
  // A writer that signed off some other way (or not at all) gets the contact's signature under its text.
  if (!new RegExp(`\\b${escapeRegExp(sender)}\\b`).test(signed)) signed = `${signed}\n\n${sender}\n${client.name}`;
  const details = [contact.email, contact.phone].filter(Boolean);
  if (details.length > 0 && !details.every((detail) => signed.includes(detail))) signed = `${signed}\n${details.join(' · ')}`;
  const boilerplate = client.boilerplate.trim();
  if (boilerplate && !signed.includes(boilerplate)) signed = `${signed}\n\nNotes to editors\nAbout ${client.name}: ${boilerplate}`;
  return signed;
}
