import type { AiSettingsUpdate } from '@contracts/settings.contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/settings/ai: apiKey left out keeps the stored key, an empty string removes it. */
export function updateAiSettings(update: AiSettingsUpdate): Promise<unknown> {
  return apiRequest<unknown>('/api/settings/ai', { method: 'PUT', body: update });
}
