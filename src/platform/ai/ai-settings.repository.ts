import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../database/bound-query.js';
import { AI_SETTING_ROW_ID } from './ai-setting.entity.js';

/** The row of ai_setting as stored; `encryptedApiKey` is sealed. */
export type AiSettingRow = {
  provider: string;
  preset: string | null;
  baseUrl: string | null;
  model: string;
  apiVersion: string | null;
  encryptedApiKey: string | null;
  version: number;
  updatedAt: Date;
};

const COLUMNS = `provider, preset, base_url as "baseUrl", model, api_version as "apiVersion", encrypted_api_key as "encryptedApiKey", version, updated_at as "updatedAt"`;

/**
 * Queries of the saved AI settings (table ai_setting, one row), on the caller's EntityManager (the
 * request's, or the context the settings service opens when another instance announced a change).
 * Plain SQL: the row is read fresh every time, never from an identity map that could hold an older version.
 */
@Injectable()
export class AiSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  async find(): Promise<AiSettingRow | null> {
    const [row] = await boundQuery<AiSettingRow>(this.em, `select ${COLUMNS} from ai_setting where id = $1`, [AI_SETTING_ROW_ID]);
    return row ?? null;
  }

  /** Stores the settings in the one row (created the first time), raising its version; answers the row as stored. */
  async save(
    settings: Pick<AiSettingRow, 'provider' | 'preset' | 'baseUrl' | 'model' | 'apiVersion' | 'encryptedApiKey'>,
  ): Promise<AiSettingRow> {
    const [row] = await boundQuery<AiSettingRow>(
      this.em,
      `insert into ai_setting (id, provider, preset, base_url, model, api_version, encrypted_api_key, version, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 1, now())
       on conflict (id) do update set provider = excluded.provider, preset = excluded.preset, base_url = excluded.base_url,
         model = excluded.model, api_version = excluded.api_version, encrypted_api_key = excluded.encrypted_api_key,
         version = ai_setting.version + 1, updated_at = excluded.updated_at
       returning ${COLUMNS}`,
      [
        AI_SETTING_ROW_ID,
        settings.provider,
        settings.preset,
        settings.baseUrl,
        settings.model,
        settings.apiVersion,
        settings.encryptedApiKey,
      ],
    );
    return row;
  }
}
