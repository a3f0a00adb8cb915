import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A person who writes for an outlet, known only from the public bylines of the feeds the team reads
 * (issue 30). One row per name at an outlet: the same name at two outlets is two rows. `email`,
 * `notes` and `doNotContact` are what the team adds; nothing of them is ever fetched.
 */
@Entity({ tableName: 'journalist' })
@Unique({ properties: ['nameKey', 'outletKey'] })
export class Journalist {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** As the latest byline wrote it ("Jillian Ambrose"). */
  @Property({ type: 'string', length: 120 })
  name: string;

  /** The name folded for matching (personKey): case, accents and punctuation ignored. */
  @Property({ type: 'string', length: 120 })
  nameKey: string;

  /** The outlet out of the feed's title ("The Guardian" from "World news | The Guardian"). */
  @Property({ type: 'string', length: 200 })
  outlet: string;

  @Property({ type: 'string', length: 200 })
  outletKey: string;

  /** The title the latest byline gave them ("Energy correspondent"), if any. */
  @Property({ type: 'string', length: 200, nullable: true })
  title: string | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'boolean', default: false })
  doNotContact = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(name: string, nameKey: string, outlet: string, outletKey: string) {
    this.name = name;
    this.nameKey = nameKey;
    this.outlet = outlet;
    this.outletKey = outletKey;
  }
}
