import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

/** Queries of accounts. The entity manager is the request's own (entityManagerPerRequest). */
@Injectable()
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The account of an address, however it was typed (addresses are stored lower-case). */
  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.toLowerCase() });
  }

  /** The account the OpenID provider knows by this issuer and subject. */
  findByOidcSubject(issuer: string, subject: string): Promise<User | null> {
    return this.em.findOne(User, { oidcIssuer: issuer, oidcSubject: subject });
  }

  /** Whether any account exists at all (the first one to sign in through the OpenID provider is admin). */
  async exist(): Promise<boolean> {
    return (await this.em.count(User, {})) > 0;
  }

  /** Every account, newest first. */
  listNewestFirst(): Promise<User[]> {
    return this.em.find(User, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Admins who can sign in: not disabled, with a password or an identity at the provider. */
  countActiveAdmins(): Promise<number> {
    return this.em.count(User, {
      role: 'admin',
      disabled: false,
      $or: [{ passwordHash: { $ne: null } }, { oidcSubject: { $ne: null } }],
    });
  }

  /**
   * Every admin account, its row locked until the transaction ends, so two admins demoting or
   * disabling each other at once cannot both pass the "another admin remains" check (made on these
   * rows). Call inside em.transactional.
   */
  lockAdmins(): Promise<User[]> {
    return this.em.find(User, { role: 'admin' }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Stores new accounts and changes to loaded ones. */
  async save(...users: User[]): Promise<void> {
    await this.em.persist(users).flush();
  }

  async recordSignIn(userId: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id: userId }, { lastSignInAt: at });
  }
}
