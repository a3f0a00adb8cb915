import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { ClientContact, ClientSpokesperson } from '../../contracts/clients.contract.js';

/**
 * Who the team works for (issue 27): an agency's client or an in-house team's own brand. Belongs to
 * the whole team, not to the user who made it. Lists are stored as JSON: they are read and written
 * whole with the profile, never queried one entry at a time.
 */
@Entity({ tableName: 'client' })
export class Client {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name: string;

  /** The name folded for uniqueness ("Acme " and "acme" are one client): trimmed, lower case. */
  @Property({ type: 'string', length: 100 })
  @Unique()
  nameKey: string;

  @Property({ type: 'text', nullable: true })
  website: string | null;

  @Property({ type: 'string', length: 100 })
  sector: string;

  @Property({ type: 'text' })
  description: string;

  /** ISO 3166-1 alpha-2, upper case; at least one. */
  @Property({ type: 'json' })
  markets: string[];

  @Property({ type: 'json' })
  languages: string[];

  @Property({ type: 'json' })
  spokespeople: ClientSpokesperson[];

  @Property({ type: 'json' })
  assets: string[];

  @Property({ type: 'json' })
  messages: string[];

  /** As typed: words, and phrases in double quotes (parseKeyword in contracts/text-match.contract.ts reads them). */
  @Property({ type: 'json' })
  avoidTopics: string[];

  @Property({ type: 'json' })
  competitors: string[];

  @Property({ type: 'string', length: 200 })
  tone: string;

  @Property({ type: 'text' })
  boilerplate: string;

  @Property({ type: 'json' })
  contact: ClientContact;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(fields: ClientFields) {
    this.name = fields.name;
    this.nameKey = clientNameKey(fields.name);
    this.website = fields.website;
    this.sector = fields.sector;
    this.description = fields.description;
    this.markets = fields.markets;
    this.languages = fields.languages;
    this.spokespeople = fields.spokespeople;
    this.assets = fields.assets;
    this.messages = fields.messages;
    this.avoidTopics = fields.avoidTopics;
    this.competitors = fields.competitors;
    this.tone = fields.tone;
    this.boilerplate = fields.boilerplate;
    this.contact = fields.contact;
  }

  /** Replaces the whole profile (PUT: fields left out took their defaults), the name's key with the name. */
  replaceProfile(fields: ClientFields): void {
    Object.assign(this, fields);
    this.nameKey = clientNameKey(fields.name);
  }
}

/** Everything a profile holds, checked and tidied (every field present). */
export type ClientFields = {
  name: string;
  website: string | null;
  sector: string;
  description: string;
  markets: string[];
  languages: string[];
  spokespeople: ClientSpokesperson[];
  assets: string[];
  messages: string[];
  avoidTopics: string[];
  competitors: string[];
  tone: string;
  boilerplate: string;
  contact: ClientContact;
};

/** Two names are one client when they differ only in case and surrounding spaces. */
export function clientNameKey(name: string): string {
  return name.trim().toLowerCase();
}
