import type { AiSettingsUpdate, AiSettingsView } from '@contracts/settings.contract';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/settings/ai: a field left out keeps the stored value; apiKey '' removes the key. Answers the settings now in force. */
export function updateAiSettings(update: AiSettingsUpdate): Promise<AiSettingsView> {
  return apiRequest<AiSettingsView>('/api/settings/ai', { method: 'PUT', body: update });
}
