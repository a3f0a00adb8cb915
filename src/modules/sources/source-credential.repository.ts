import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SourceCredential } from './source-credential.entity.js';

/** Queries of the upstream credentials saved from the UI (table source_credential, one row per provider). */
@Injectable()
export class SourceCredentialRepository {
  constructor(private readonly em: EntityManager) {}

  findByProvider(provider: string): Promise<SourceCredential | null> {
    return this.em.findOne(SourceCredential, { provider });
  }

  async exists(provider: string): Promise<boolean> {
    return (await this.em.count(SourceCredential, { provider })) > 0;
  }

  /** Stores the provider's pair, replacing the one saved before; `encryptedSecret` is sealed already. */
  async save(provider: string, appId: string, encryptedSecret: string): Promise<void> {
    const existing = await this.findByProvider(provider);
    if (existing) {
      existing.appId = appId;
      existing.encryptedSecret = encryptedSecret;
      existing.updatedAt = new Date();
    } else {
      this.em.persist(new SourceCredential(provider, appId, encryptedSecret));
    }
    await this.em.flush();
  }

  /** Deletes the provider's pair; true when there was one. */
  async remove(provider: string): Promise<boolean> {
    return (await this.em.nativeDelete(SourceCredential, { provider })) > 0;
  }
}
