import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { UserRole } from '../../contracts/auth.contract.js';

/**
 * A person who signs in (issue 17). Local accounts carry an argon2id hash; accounts from the OpenID
 * provider carry its issuer and subject instead. An invited account has neither until its link is used.
 */
@Entity({ tableName: 'app_user' })
@Unique({ properties: ['oidcIssuer', 'oidcSubject'] })
@Check({ name: 'app_user_role_check', expression: `"role" in ('admin', 'member')` })
@Check({ name: 'app_user_email_lower_case_check', expression: '"email" = lower("email")' })
export class User {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Stored lower-case, so one address is one account however it is typed. */
  @Unique()
  @Property({ type: 'text' })
  email: string;

  @Property({ type: 'text' })
  name: string;

  @Property({ type: 'text' })
  role: UserRole;

  /** argon2id (PHC string); null for an invited account that has not used its link, and in oidc mode. */
  @Property({ type: 'text', nullable: true })
  passwordHash: string | null = null;

  @Property({ type: 'text', nullable: true })
  oidcIssuer: string | null = null;

  @Property({ type: 'text', nullable: true })
  oidcSubject: string | null = null;

  @Property({ type: 'boolean', default: false })
  disabled: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastSignInAt: Date | null = null;

  constructor(email: string, name: string, role: UserRole) {
    this.email = email.toLowerCase();
    this.name = name;
    this.role = role;
  }

  /** The account can sign in: it has a password, or the OpenID provider vouches for it. */
  get active(): boolean {
    return this.passwordHash !== null || this.oidcSubject !== null;
  }
}
