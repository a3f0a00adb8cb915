import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One failed sign-in, counted per account and per client address over a window (login-throttle.ts).
 * Kept in PostgreSQL, so the limit holds however many instances share the load. A try is stored here
 * before its password is checked and deleted if the password was right, so tries still being checked
 * count as failures too.
 */
@Entity({ tableName: 'login_failure' })
@Index({ properties: ['accountKey', 'createdAt'] })
@Index({ properties: ['clientKey', 'createdAt'] })
export class LoginFailure {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The address typed, lower-cased (an account that does not exist is counted all the same). */
  @Property({ type: 'text' })
  accountKey: string;

  /** The client's address as the server sees it (request.ip). */
  @Property({ type: 'text' })
  clientKey: string;

  @Property({ type: 'datetime' })
  createdAt: Date;

  constructor(accountKey: string, clientKey: string, createdAt: Date) {
    this.accountKey = accountKey;
    this.clientKey = clientKey;
    this.createdAt = createdAt;
  }
}
