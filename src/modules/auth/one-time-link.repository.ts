import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OneTimeLinkPurpose } from '../../contracts/auth.contract.js';
import { OneTimeLink } from './one-time-link.entity.js';

/** Queries of one-time links, by the hash of their token. */
@Injectable()
export class OneTimeLinkRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(link: OneTimeLink): Promise<void> {
    await this.em.persist(link).flush();
  }

  /** The link if it is neither used nor expired at `now`, with its account. */
  findUsable(tokenHash: string, now: Date): Promise<OneTimeLink | null> {
    return this.em.findOne(OneTimeLink, { tokenHash, usedAt: null, expiresAt: { $gt: now } }, { populate: ['user'] });
  }

  /** Whether a link with this hash is neither used nor expired at `now`: a count, loading nothing. */
  async isUsable(tokenHash: string, now: Date): Promise<boolean> {
    return (await this.em.count(OneTimeLink, { tokenHash, usedAt: null, expiresAt: { $gt: now } })) > 0;
  }

  /**
   * Marks the link used unless it already is (or has expired): one conditional statement, so of two
   * redeems at once exactly one wins. Answers whether this call did.
   */
  async claim(id: number, now: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(OneTimeLink, { id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now })) === 1;
  }

  /**
   * Retires the account's unused links of this purpose (no account: the setup links): a new
   * invitation, reset or setup link replaces the old one.
   */
  async retireUnused(userId: number | null, purpose: OneTimeLinkPurpose, now: Date): Promise<void> {
    await this.em.nativeUpdate(OneTimeLink, { user: userId, purpose, usedAt: null }, { usedAt: now });
  }
}
