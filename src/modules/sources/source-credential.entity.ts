import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** Upstream credentials saved from the UI; the secret is AES-256-GCM encrypted and never returned. */
@Entity({ tableName: 'source_credential' })
export class SourceCredential {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 40 })
  provider: string;

  @Property({ type: 'string', length: 200 })
  appId: string;

  @Property({ type: 'text', hidden: true })
  encryptedSecret: string;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  constructor(provider: string, appId: string, encryptedSecret: string) {
    this.provider = provider;
    this.appId = appId;
    this.encryptedSecret = encryptedSecret;
  }
}
