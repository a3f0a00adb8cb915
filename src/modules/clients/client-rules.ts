import { type ClientContact, type ClientInput, type ClientSpokesperson, marketCodeOf } from '../../contracts/clients.contract.js';
import { AppException } from '../../common/errors/app.exception.js';
import { oneLine, paragraphs, uniqueBy } from '../../common/validation/tidy-text.js';
import type { ClientFields } from './client.entity.js';

/**
 * A validated input (types, lengths, codes and addresses are the DTO's) made into what is stored:
 * texts trimmed, empty list entries and repeats dropped (case ignored), country codes upper case with
 * "UK" read as "GB", language codes lower case, a website as parsed, and defaults for fields left out.
 * @throws AppException `invalid-input` naming the field for a name or a market list left empty by the tidying
 */
export function toClientFields(input: ClientInput): ClientFields {
  const name = oneLine(input.name);
  if (name === '') throw new AppException('invalid-input', 'name: please give the client a name.');
  const markets = uniqueBy(input.markets.map(marketCodeOf).filter((code) => code !== ''));
  if (markets.length === 0) throw new AppException('invalid-input', 'markets: add at least one country the client works in.');
  return {
    name,
    // Stored as parsed (lower-case host, a path of at least "/"), as every later reader parses it.
    website: input.website ? new URL(input.website.trim()).href : null,
    sector: oneLine(input.sector ?? ''),
    description: paragraphs(input.description ?? ''),
    markets,
    languages: uniqueBy((input.languages ?? []).map((code) => oneLine(code).toLowerCase()).filter((code) => code !== '')),
    spokespeople: (input.spokespeople ?? []).map(toSpokesperson),
    assets: textList(input.assets),
    messages: textList(input.messages),
    avoidTopics: textList(input.avoidTopics),
    competitors: textList(input.competitors),
    tone: oneLine(input.tone ?? ''),
    boilerplate: paragraphs(input.boilerplate ?? ''),
    contact: toContact(input.contact),
  };
}

/** A spokesperson as the DTO lets one arrive: a name, the rest perhaps left out. */
type SpokespersonInput = Pick<ClientSpokesperson, 'name'> & Partial<ClientSpokesperson>;

function toSpokesperson(spokesperson: SpokespersonInput, index: number): ClientSpokesperson {
  const name = oneLine(spokesperson.name);
  if (name === '') throw new AppException('invalid-input', `spokespeople.${index}.name: please give the spokesperson's name.`);
  const email = oneLine(spokesperson.email ?? '');
  return {
    name,
    title: oneLine(spokesperson.title ?? ''),
    expertise: textList(spokesperson.expertise),
    bio: paragraphs(spokesperson.bio ?? ''),
    email: email === '' ? null : email,
  };
}

function toContact(contact: Partial<ClientContact> | undefined): ClientContact {
  return { name: oneLine(contact?.name ?? ''), email: oneLine(contact?.email ?? ''), phone: oneLine(contact?.phone ?? '') };
}

/** One line per entry, empty entries and repeats (case ignored) dropped, the first spelling kept. */
function textList(entries: readonly string[] | undefined): string[] {
  return uniqueBy(
    (entries ?? []).map(oneLine).filter((entry) => entry !== ''),
    (entry) => entry.toLowerCase(),
  );
}
