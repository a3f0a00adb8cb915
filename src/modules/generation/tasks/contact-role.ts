// Key contacts of a pitch are roles at outlets ("Technology editor"), never people: an invented name
// or address sends a pitch to nobody and looks like a fabrication to the journalist who reads it.
import nlp from 'compromise';
import { containsEmailAddress } from './answer-fields.js';

const ROLE_WORDS =
  /\b(editors?|reporters?|correspondents?|journalists?|producers?|writers?|desks?|newsdesk|columnists?|presenters?|hosts?|commissioners?|commissioning|researchers?|planners?|bookers?|heads?|chiefs?|leads?|teams?|critics?|analysts?|contributors?|creators?|bloggers?)\b/i;

/** Why a key contact is not acceptable, or null when it is a plain role. */
export function contactRoleProblem(contact: string): string | null {
  if (containsEmailAddress(contact)) return 'must be a role, not an e-mail address';
  if (/\d{3,}|https?:\/\//i.test(contact)) return 'must be a role, not a phone number or link';
  if (!ROLE_WORDS.test(contact)) return 'must name a role such as "Technology editor" or "News desk"';
  const people = nlp(contact).people().out('array') as string[];
  if (people.length > 0) return `must be a role, not a person's name ("${people[0]}")`;
  return null;
}
